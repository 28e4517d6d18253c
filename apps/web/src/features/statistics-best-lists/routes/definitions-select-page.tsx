import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { StatisticsClass, StatisticsEvent } from '@portal/domain';
import { pathTo } from '../../../lib/routing';
import { byOrder, selectionFromQuery, selectionOfDefinitions, selectionQuery, type DefinitionSelection } from '../components/definition-selection';
import { MultiPicker } from '../components/multi-picker';
import { ActionRow } from '../../../components/ui/action-row';
import { useListId, useWizardData } from '../components/wizard-data';
import { WizardFrame } from '../components/wizard-frame';
import '../../../lib/form-texts';

/**
 * /customDefinitions/:id, step 1 of the definitions wizard (spec §2.1): the classes and then the
 * events the list counts, preselected from its definitions (or the selection brought back from the
 * matrix). Nothing is saved here; the matrix saves.
 */
export function DefinitionsSelectPage() {
  const id = useListId();
  const [search] = useSearchParams();
  const data = useWizardData(id);
  const initial = useMemo(
    () => (data.definitions ? (selectionFromQuery(search) ?? selectionOfDefinitions(data.definitions)) : null),
    [data.definitions, search],
  );
  return (
    <WizardFrame step="select" listName={data.list?.name} loading={data.loading} ready={data.ready && initial !== null}>
      {data.ready && initial && <SelectionForm listId={id!} initial={initial} classes={data.classes!} events={data.events!} />}
    </WizardFrame>
  );
}

interface SelectionFormProps {
  listId: number;
  initial: DefinitionSelection;
  classes: readonly StatisticsClass[];
  events: readonly StatisticsEvent[];
}

function SelectionForm({ listId, initial, classes, events }: SelectionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classOptions = useMemo(() => [...classes].sort(byOrder), [classes]);
  const eventOptions = useMemo(() => [...events].sort(byOrder), [events]);
  const known = (ids: number[], options: readonly { id: number }[]) => ids.filter((i) => options.some((o) => o.id === i));
  const [classIds, setClassIds] = useState(() => known(initial.classIds, classOptions));
  const [eventIds, setEventIds] = useState(() => known(initial.eventIds, eventOptions));
  const [submitted, setSubmitted] = useState(false);
  const classError = submitted && classIds.length === 0 ? t('validation.errorClassRequired') : undefined;
  const eventError = submitted && eventIds.length === 0 ? t('validation.errorEventRequired') : undefined;
  const toForm = () => void navigate(pathTo('updatebestlist', { id: listId }));

  const next = () => {
    setSubmitted(true);
    if (classIds.length === 0 || eventIds.length === 0) return;
    void navigate(pathTo('customDefinitionsMatrix', { id: listId }, selectionQuery({ classIds, eventIds })));
  };

  return (
    <>
      <MultiPicker
        id="definitions-classes"
        label={t('statistics.bestlists.definitions.classes')}
        options={classOptions}
        value={classIds}
        onChange={setClassIds}
        error={classError}
        helperText={t('statistics.bestlists.definitions.classesHint')}
      />
      <MultiPicker
        id="definitions-events"
        label={t('statistics.bestlists.definitions.events')}
        options={eventOptions}
        value={eventIds}
        onChange={setEventIds}
        // Spec §2.1: classes are chosen before events.
        disabled={classIds.length === 0}
        error={eventError}
        helperText={t(classIds.length === 0 ? 'statistics.bestlists.definitions.eventsAfterClasses' : 'statistics.bestlists.definitions.eventsHint')}
      />
      <ActionRow>
        <Button onClick={toForm}>{t('common.back')}</Button>
        <Button color="warning" onClick={toForm}>
          {t('statistics.bestlists.definitions.abort')}
        </Button>
        <Button variant="contained" onClick={next}>
          {t('statistics.bestlists.definitions.createAndNext')}
        </Button>
      </ActionRow>
    </>
  );
}
