import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { pathTo } from '../../../lib/routing';
import { publicBestListsQueryOptions } from '../api/public-queries';
import { PageLoading } from '../../../components/ui/page-loading';
import { isLoading } from '../../../lib/query-state';

/** /bestlists, open to everyone (PRODUCT §5): the published best lists, by federation. */
export function PublicBestListsPage() {
  const { t } = useTranslation();
  const groups = useQuery(publicBestListsQueryOptions());
  return (
    <PageFrame title={t('statistics.public.overview.title')} help={t('statistics.public.overview.help')}>
      {isLoading(groups) && <PageLoading />}
      {groups.data?.length === 0 && <Alert severity="info">{t('statistics.public.overview.none')}</Alert>}
      {groups.data?.map((group) => (
        <section key={group.masterOrganizationId} aria-labelledby={`federation-${group.masterOrganizationId}`}>
          <Typography id={`federation-${group.masterOrganizationId}`} variant="h6" component="h2" sx={{ mt: 2 }}>
            {group.masterOrganizationName}
          </Typography>
          <List dense>
            {group.lists.map((list) => (
              <ListItem key={list.id} disablePadding>
                <ListItemButton component={RouterLink} to={pathTo('publicbestlist', { id: list.id })}>
                  <ListItemText primary={list.name} secondary={list.regionalRestrictionName ?? undefined} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </PageFrame>
  );
}
