import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';
import type { CustomDefinition, StatisticsClass, StatisticsEvent } from '@portal/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { pathTo } from '../../../lib/routing';
import { useSaveMatrix } from '../api/bestlist-queries';
import { keepChosen, matrixPayload, type MatrixCell } from '../components/definition-matrix';
import { DefinitionMatrixGrid } from '../components/definition-matrix-grid';
import { chosenInOrder, selectionFromQuery, selectionOfDefinitions, selectionQuery, type DefinitionSelection } from '../components/definition-selection';
import { ActionRow } from '../../../components/ui/action-row';
import { useListId, useWizardData } from '../components/wizard-data';
import { WizardFrame } from '../components/wizard-frame';
import '../../../lib/form-texts';

/**
 * /customDefinitionsMatrix/:id, step 2 (spec §2.1): which of the chosen classes count in which of
 * the chosen events. The list's current combinations start ticked; saving makes the list's
 * combinations exactly the ticked ones and moves on to their values.
 */
export function DefinitionsMatrixPage() {
  const id = useListId();
  const [search] = useSearchParams();
  const data = useWizardData(id);
  const selection = useMemo(
    () => (data.definitions ? (selectionFromQuery(search) ?? selectionOfDefinitions(data.definitions)) : null),
    [data.definitions, search],
  );
  return (
    <WizardFrame step="matrix" listName={data.list?.name} loading={data.loading} ready={data.ready && selection !== null}>
      {data.ready && selection && (
        <MatrixForm
          key={search.toString()}
          listId={id!}
          selection={selection}
          definitions={data.definitions!}
          classes={data.classes!}
          events={data.events!}
        />
      )}
    </WizardFrame>
  );
}

interface MatrixFormProps {
  listId: number;
  selection: DefinitionSelection;
  definitions: readonly CustomDefinition[];
  classes: readonly StatisticsClass[];
  events: readonly StatisticsEvent[];
}

function MatrixForm({ listId, selection, definitions, classes, events }: MatrixFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMatrix(listId);
  const columns = useMemo(() => chosenInOrder(classes, selection.classIds), [classes, selection.classIds]);
  const rows = useMemo(() => chosenInOrder(events, selection.eventIds), [events, selection.eventIds]);
  const [cells, setCells] = useState<MatrixCell[]>(() =>
    keepChosen(
      definitions.map((d) => ({ eventId: d.eventId, classId: d.classId })),
      rows.map((e) => e.id),
      columns.map((c) => c.id),
    ),
  );
  const [empty, setEmpty] = useState(false);
  const { send, busy } = useSendAndLeave(save, { to: pathTo('customDefinitionsValues', { id: listId }), onRefused: (error) => applyServerErrors(error, () => undefined, {}) });
  const chosen = { classIds: columns.map((c) => c.id), eventIds: rows.map((e) => e.id) };

  const submit = () => {
    // Spec §5: at least one combination, else the grid is marked and nothing is sent.
    if (cells.length === 0) {
      setEmpty(true);
      return;
    }
    send(matrixPayload(cells, listId));
  };

  return (
    <>
      {empty && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('validation.errorDefinitionsRequired')}
        </Alert>
      )}
      {rows.length === 0 || columns.length === 0 ? (
        <Alert severity="info">{t('statistics.bestlists.matrix.nothingChosen')}</Alert>
      ) : (
        <DefinitionMatrixGrid
          events={rows}
          classes={columns}
          cells={cells}
          error={empty}
          disabled={busy}
          onChange={(next) => {
            setCells(next);
            if (next.length > 0) setEmpty(false);
          }}
        />
      )}
      <ActionRow>
        <Button onClick={() => void navigate(pathTo('customDefinitions', { id: listId }, selectionQuery(chosen)))}>{t('common.back')}</Button>
        <Button variant="contained" disabled={busy} onClick={submit}>
          {t('statistics.bestlists.matrix.saveAndNext')}
        </Button>
      </ActionRow>
    </>
  );
}
