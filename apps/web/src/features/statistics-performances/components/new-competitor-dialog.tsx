import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { newCompetitorFormSchema, type Competitor, type NewCompetitorFormValues } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormAthleteFields } from '../../../components/ui/form-athlete-fields';
import { clubSearchQueryOptions, useCreateCompetitor } from '../api/performance-queries';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

const emptyValues: NewCompetitorFormValues = { firstName: '', lastName: '', gender: '', yearOfBirth: '', nation: '', club: null, nationalAthleteCode: '' };

/** Spec §9: the current year and the 149 before. */
const YEARS_OFFERED = 150;

/** The server's rules, checked before sending; the resolved value is the payload. */
const resolver = schemaResolver(newCompetitorFormSchema);

export interface NewCompetitorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The athlete as created, to be chosen at once. */
  onCreated: (competitor: Competitor) => void;
}

/**
 * A new athlete of the federation, entered without leaving the performance form: name, gender, year
 * of birth, nation (IOC code), club and national athlete code.
 */
export function NewCompetitorDialog({ open, onClose, onCreated }: NewCompetitorDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateCompetitor();
  const form = useContractForm({ renamedServerFields: { OrganizationId: 'club' }, resolver, defaultValues: emptyValues, mode: 'onTouched' });
  const { handleSubmit, reset } = form;
  // The fields take the values' control; the resolver hands the payload to `handleSubmit`.
  const control = form.control as unknown as Control<NewCompetitorFormValues>;
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.performances.competitor' });
  const thisYear = new Date().getFullYear();

  const close = () => {
    reset(emptyValues);
    onClose();
  };
  const submit = handleSubmit((payload) =>
    create.mutate(
      payload,
      {
        onSuccess: (created) => {
          onCreated(created);
          close();
        },
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('statistics.performances.competitor.title')}</DialogTitle>
      <DialogContent>
        <FormBox id="new-competitor-form" margin="normal" onSubmit={() => submit()} twoColumns>
          <FormAthleteFields
            control={control}
            label={field}
            clubSearch={clubSearchQueryOptions}
            afterNames={
              <>
                <FormSelect
                  control={control}
                  name="gender"
                  label={field('gender')}
                  required
                  options={([0, 1] as const).map((value) => ({ value, text: t(`statistics.performances.gender.${value}`) }))}
                />
                <FormSelect
                  control={control}
                  name="yearOfBirth"
                  label={field('yearOfBirth')}
                  required
                  options={Array.from({ length: YEARS_OFFERED }, (_, i) => ({ value: thisYear - i, text: String(thisYear - i) }))}
                />
              </>
            }
          />
        </FormBox>
      </DialogContent>
      <DialogButtons label={t('statistics.performances.competitor.create')} form="new-competitor-form" onCancel={close} busy={create.isPending} />
    </Dialog>
  );
}
