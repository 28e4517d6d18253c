import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { publicRecordsQueryOptions } from '../api/public-record-queries';
import { NO_PRINT, PrintStyles } from '../../../components/ui/print-styles';
import { isLoading } from '../../../lib/query-state';
import { PublicRecordTable } from '../components/public-record-table';
import { recordTypeLabel, validityText } from '../components/record-format';

/**
 * /public/records, open to everyone (PRODUCT §2): a federation's record sets, one table each with
 * the official and unofficial records grouped by event type. The federation is chosen in the URL
 * (`?federation=`), so a link shows the same page; the page prints without the app's frame.
 */
export function PublicRecordsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const groups = useQuery(publicRecordsQueryOptions(i18n.language));
  const wanted = Number(search.get('federation'));
  const group = groups.data?.find((g) => g.masterOrganizationId === wanted) ?? groups.data?.[0];
  return (
    <PageFrame title={t('records.public.title')} help={<Typography variant="body2">{t('records.public.help')}</Typography>}>
      <PrintStyles />
      {isLoading(groups) && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      )}
      {groups.data?.length === 0 && <Alert severity="info">{t('records.public.none')}</Alert>}
      {group && (
        <>
          <Box className={NO_PRINT} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            {(groups.data?.length ?? 0) > 1 && (
              <TextField
                select
                id="public-records-federation"
                label={t('records.public.federation')}
                value={group.masterOrganizationId}
                onChange={(e) => setSearch({ federation: String(e.target.value) }, { replace: true })}
                size="small"
                sx={{ minWidth: 260, maxWidth: '100%' }}
              >
                {groups.data!.map((g) => (
                  <MenuItem key={g.masterOrganizationId} value={g.masterOrganizationId}>
                    {g.masterOrganizationName}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('records.public.print')}
            </Button>
          </Box>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
            {group.masterOrganizationName}
          </Typography>
          {group.sets.length === 0 && <Alert severity="info">{t('records.public.none')}</Alert>}
          {group.sets.map((set) => (
            <Box component="section" key={set.id} aria-labelledby={`record-set-${set.id}`} sx={{ mb: 4 }}>
              <Typography id={`record-set-${set.id}`} variant="h6" component="h2">
                {`${set.name} (${set.code})`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {[validityText(t, set), set.className, t(`records.environment.${set.eventEnvironment}`), recordTypeLabel(t, set.recordType)].join(' · ')}
              </Typography>
              <PublicRecordTable set={set} />
            </Box>
          ))}
        </>
      )}
    </PageFrame>
  );
}
