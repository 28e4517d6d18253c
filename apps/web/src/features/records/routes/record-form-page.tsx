import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { RecordCandidate } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { isLoading } from '../../../lib/query-state';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { recordQueryOptions, setEventsQueryOptions } from '../api/record-queries';
import { recordSetQueryOptions } from '../api/record-set-queries';
import { dayText, placeText, validityText } from '../components/record-format';
import { RecordForm } from '../components/record-form';
import { candidateValues, newRecordValues, recordValuesOf } from '../components/record-form-values';

/** Router state of the records page's "adopt": the candidate the new record is filled from. */
export interface AdoptState {
  candidate?: RecordCandidate;
}

const idOf = (value: string | undefined) => (value === undefined ? null : Number(value));

/**
 * /newrecord/:setId and /updaterecord/:id: one form for a new and a changed record (spec §2.6). A
 * new record may come filled from a record candidate. Saving is offered exactly when the set
 * offers `new_record`, or the record its `update` link.
 */
export function RecordFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const recordId = idOf(params.id);
  const creating = recordId === null;
  const record = useQuery(recordQueryOptions(recordId));
  const setId = creating ? idOf(params.setId) : (record.data?.recordSetId ?? null);
  const set = useQuery(recordSetQueryOptions(setId));
  const events = useQuery(setEventsQueryOptions(setId));
  const title = t(creating ? 'records.form.titleNew' : 'records.form.titleEdit');
  const help = t('records.form.help');

  if (isLoading(record) || isLoading(set) || isLoading(events)) {
    return <LoadingPage title={title} help={help} />;
  }
  if ((!creating && !record.data) || !set.data || !events.data) {
    const back = setId === null ? pathTo('recordsets') : pathTo('records', { id: setId });
    return <NotFoundPage title={title} help={help} back={back} message={t('records.form.notFound')} />;
  }
  const candidate = creating ? (location.state as AdoptState | null)?.candidate : undefined;
  const base = newRecordValues(set.data.gender);
  const defaultValues = record.data ? recordValuesOf(record.data) : candidate ? candidateValues(candidate, base) : base;
  const updateLink = record.data ? (linkOf(record.data, 'update') ?? null) : null;
  return (
    <PageFrame title={title} help={help}>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {`${set.data.name} – ${validityText(t, set.data)}`}
      </Typography>
      <RecordForm
        key={record.data?.id ?? `new-${candidate?.performanceId ?? ''}`}
        setId={set.data.id}
        events={events.data}
        defaultValues={defaultValues}
        creating={creating}
        updateLink={updateLink}
        readOnly={record.data ? updateLink === null : !linkOf(set.data, 'new_record')}
        adoptedFrom={candidate ? t('records.form.adoptedFrom', { competition: candidate.competitionName, place: placeText(candidate.competitionTown, candidate.competitionNation), date: dayText(candidate.date) }) : null}
      />
    </PageFrame>
  );
}
