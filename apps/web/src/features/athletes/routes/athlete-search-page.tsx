import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { Pager } from '../../../components/ui/pager';
import { pathTo } from '../../../lib/routing';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { athleteSearchQueryOptions } from '../api/athlete-queries';

const PAGE_SIZE = 20;

/** /athletes: athletes by name, each leading to their profile; the text stays in the URL. */
export function AthleteSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const typed = useDebouncedValue(search.trim(), 300);
  const found = useQuery(athleteSearchQueryOptions(typed, pageNumber, PAGE_SIZE));
  const rows = typed.length >= 3 ? (found.data?.entities ?? []) : [];
  const total = found.data?.paginationMetadata.totalCount ?? 0;
  return (
    <PageFrame title={t('athletes.search.title')}>
      <TextField
        label={t('athletes.search.label')}
        helperText={t('athletes.search.hint')}
        value={search}
        onChange={(e) => setParams(e.target.value ? { search: e.target.value } : {}, { replace: true })}
        sx={{ width: '100%', maxWidth: 420, mb: 2 }}
        slotProps={{ htmlInput: { type: 'search', autoComplete: 'off' } }}
      />
      {typed.length >= 3 && found.data && (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            {t('athletes.search.found', { count: total })}
          </Typography>
          {rows.length === 0 ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('athletes.search.empty')}
            </Alert>
          ) : (
            <List aria-label={t('athletes.search.title')}>
              {rows.map((a) => (
                <ListItem key={a.id} divider disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={pathTo('athlete', { id: a.id })} aria-label={t('athletes.search.open', { name: a.fullName })}>
                        {a.fullName}
                      </Link>
                    }
                    secondary={[a.yearOfBirth, a.nation, a.clubName].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Pager page={pageNumber} pageSize={PAGE_SIZE} totalCount={total} pageSizes={[PAGE_SIZE]} onPageChange={(page) => setParams({ search, page: String(page) }, { replace: true })} onPageSizeChange={() => undefined} />
        </>
      )}
    </PageFrame>
  );
}
