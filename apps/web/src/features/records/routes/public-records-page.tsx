import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageFrame } from '../../../components/layout/page-frame';
import { FederationToolbar } from '../../../components/ui/federation-toolbar';
import { publicRecordsQueryOptions } from '../api/public-record-queries';
import { PageLoading } from '../../../components/ui/page-loading';
import { PrintStyles } from '../../../components/ui/print-styles';
import { federationsQueryOptions } from '../../../lib/lookups';
import { isLoading } from '../../../lib/query-state';
import { PublicRecordTable } from '../components/public-record-table';
import { environmentLabel, recordTypeLabel, validityText } from '../components/record-format';

/**
 * /public/records, open to everyone (PRODUCT §2): a federation's record sets, one table each with
 * the official and unofficial records grouped by event type. The federation is chosen in the URL
 * (`?federation=`), so a link shows the same page; a federation without published sets says so
 * (an unknown one shows the first federation); the page prints without the app's frame.
 */
export function PublicRecordsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const groups = useQuery(publicRecordsQueryOptions(i18n.language));
  const wanted = Number(search.get('federation'));
  const found = groups.data?.find((g) => g.masterOrganizationId === wanted);
  // Only a federation named in the URL that has no sets is looked up among all federations.
  const lookUp = Boolean(groups.data?.length) && wanted > 0 && !found;
  const federations = useQuery({ ...federationsQueryOptions(i18n.language), enabled: lookUp });
  const withoutSets = lookUp ? federations.data?.find((f) => f.value === wanted) : undefined;
  const deciding = lookUp && federations.isPending;
  const group = found ?? (withoutSets || deciding ? undefined : groups.data?.[0]);
  const choices = [
    ...(groups.data ?? []).map((g) => ({ id: g.masterOrganizationId, name: g.masterOrganizationName })),
    ...(withoutSets ? [{ id: withoutSets.value, name: withoutSets.text }] : []),
  ];
  const chosen = group ? { id: group.masterOrganizationId, name: group.masterOrganizationName } : withoutSets ? { id: withoutSets.value, name: withoutSets.text } : undefined;
  return (
    <PageFrame title={t('records.public.title')} help={t('records.public.help')}>
      <PrintStyles />
      {(isLoading(groups) || deciding) && <PageLoading />}
      {groups.data?.length === 0 && <Alert severity="info">{t('records.public.none')}</Alert>}
      {chosen && (
        <>
          <FederationToolbar
            id="public-records-federation"
            label={t('records.public.federation')}
            printLabel={t('records.public.print')}
            choices={choices}
            chosen={chosen}
            onChoose={(id) => setSearch({ federation: String(id) }, { replace: true })}
          />
          {!group && <Alert severity="info">{t('records.public.noneForFederation', { name: chosen.name })}</Alert>}
          {group?.sets.length === 0 && <Alert severity="info">{t('records.public.none')}</Alert>}
          {group?.sets.map((set) => (
            <Box component="section" key={set.id} aria-labelledby={`record-set-${set.id}`} sx={{ mb: 4 }}>
              <Typography id={`record-set-${set.id}`} variant="h6" component="h2">
                {`${set.name} (${set.code})`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {[validityText(t, set), set.className, environmentLabel(t, set.eventEnvironment), recordTypeLabel(t, set.recordType)].join(' · ')}
              </Typography>
              <PublicRecordTable set={set} />
            </Box>
          ))}
        </>
      )}
    </PageFrame>
  );
}
