import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMemo, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';
import type { CustomDefinition, StatisticsClass, StatisticsEvent } from '@portal/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { pathTo } from '../../../lib/routing';
import { useSaveDefinitionValues } from '../api/bestlist-queries';
import { AgeForAll } from '../components/age-for-all';
import { DefinitionRows } from '../components/definition-rows';
import { definitionsByClass, rowErrors, rowValuesOf, valuesPayload, type DefinitionRowValues, type RowErrors } from '../components/definition-values';
import { ActionRow } from '../../../components/ui/action-row';
import { useListId, useWizardData } from '../components/wizard-data';
import { WizardFrame } from '../components/wizard-frame';

/**
 * /customDefinitionsValues/:id, step 3 (spec §2.1): the conditions of every combination, one panel
 * per class. Create saves every row and returns to the list's form.
 */
export function DefinitionsValuesPage() {
  const id = useListId();
  const data = useWizardData(id);
  return (
    <WizardFrame step="values" listName={data.list?.name} loading={data.loading} ready={data.ready}>
      {data.ready && <ValuesForm listId={id!} definitions={data.definitions!} classes={data.classes!} events={data.events!} />}
    </WizardFrame>
  );
}

interface ValuesFormProps {
  listId: number;
  definitions: readonly CustomDefinition[];
  classes: readonly StatisticsClass[];
  events: readonly StatisticsEvent[];
}

function ValuesForm({ listId, definitions, classes, events }: ValuesFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDefinitionValues(listId);
  const groups = useMemo(
    () => definitionsByClass(definitions, new Map(classes.map((c) => [c.id, c.order])), new Map(events.map((e) => [e.id, e.order]))),
    [definitions, classes, events],
  );
  const [values, setValues] = useState<Record<number, DefinitionRowValues>>(() => Object.fromEntries(definitions.map((d) => [d.id, rowValuesOf(d)])));
  const [submitted, setSubmitted] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(groups.length === 1 ? [groups[0].classId] : []));
  const { send, busy } = useSendAndLeave(save, {
    to: pathTo('updatebestlist', { id: listId }),
    success: 'statistics.bestlists.values.saved',
    onRefused: (error) => applyServerErrors(error, () => undefined, {}),
  });

  // Once Create was tried, the rows show what is wrong as it is typed.
  const errors = useMemo(() => {
    const found: Record<number, RowErrors> = {};
    if (!submitted) return found;
    for (const row of Object.values(values)) {
      const e = rowErrors(row);
      if (Object.keys(e).length > 0) found[row.id] = e;
    }
    return found;
  }, [values, submitted]);
  const classHasErrors = (group: (typeof groups)[number]) => group.definitions.some((d) => errors[d.id]);

  const change = (id: number, next: Partial<DefinitionRowValues>) => setValues((v) => ({ ...v, [id]: { ...v[id], ...next } }));
  const toggle = (classId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(classId)) next.delete(classId);
      else next.add(classId);
      return next;
    });

  const create = () => {
    setSubmitted(true);
    const rows = definitions.map((d) => values[d.id]);
    const invalid = groups.filter((g) => g.definitions.some((d) => Object.keys(rowErrors(values[d.id])).length > 0));
    if (invalid.length > 0) {
      // The panels with errors open, so the marked fields are in view.
      setOpen((current) => new Set([...current, ...invalid.map((g) => g.classId)]));
      return;
    }
    send(valuesPayload(rows));
  };

  return (
    <>
      {submitted && Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('statistics.bestlists.values.invalidRows')}
        </Alert>
      )}
      {groups.length === 0 && <Alert severity="info">{t('statistics.bestlists.values.none')}</Alert>}
      {groups.map((group) => (
        <Accordion key={group.classId} expanded={open.has(group.classId)} onChange={() => toggle(group.classId)} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`class-${group.classId}-content`} id={`class-${group.classId}-header`}>
            <Typography sx={{ fontWeight: 600, mr: 1 }}>{group.classname}</Typography>
            <Typography color="text.secondary">{t('statistics.bestlists.values.eventCount', { count: group.definitions.length })}</Typography>
            {classHasErrors(group) && <ErrorOutlineIcon color="error" sx={{ ml: 1 }} aria-label={t('statistics.bestlists.values.classHasErrors')} />}
          </AccordionSummary>
          <AccordionDetails id={`class-${group.classId}-content`}>
            <AgeForAll
              className={group.classname}
              disabled={busy}
              onApply={(ages) =>
                setValues((v) => {
                  const next = { ...v };
                  for (const d of group.definitions) next[d.id] = { ...next[d.id], startAge: String(ages.startAge), endAge: String(ages.endAge) };
                  return next;
                })
              }
            />
            <DefinitionRows className={group.classname} definitions={group.definitions} values={values} errors={errors} onChange={change} disabled={busy} />
          </AccordionDetails>
        </Accordion>
      ))}
      <ActionRow>
        <Button onClick={() => void navigate(pathTo('customDefinitionsMatrix', { id: listId }))}>{t('common.back')}</Button>
        <Button variant="contained" disabled={busy || groups.length === 0} onClick={create}>
          {t('common.create')}
        </Button>
      </ActionRow>
    </>
  );
}
