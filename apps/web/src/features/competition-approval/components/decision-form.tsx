import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApprovalState, decisionFieldsSchema, Limits, type Link } from '@portal/domain';
import type { z } from 'zod';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useDecideApproval } from '../api/approval-mutations';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormField } from '../../../components/ui/form-field';

const decisionFields = decisionFieldsSchema;
type DecisionValues = z.input<typeof decisionFields>;
const zodDecision = schemaResolver(decisionFields);

/** The domain schema's resolver; a decision not chosen yet reads "required" (zod's union would name the literal it expected). */
const decisionResolver: typeof zodDecision = async (values, context, options) => {
  const result = await zodDecision(values, context, options);
  const missing = result.errors.approvalState;
  if (missing && (values.approvalState as unknown) === undefined) missing.message = 'errorEmpty';
  return result;
};

/** The organisation an `approve_competition` link decides for: the last segment of its href. */
export function organizationOfLink(link: Link): number {
  const last = link.href.split('?')[0].split('/').filter(Boolean).pop() ?? '';
  return Number(last);
}

export interface DecisionFormProps {
  link: Link;
  organization: string;
  version: number;
  onDecided: (approvalState: 1 | 2) => void;
  /** Reports unsaved input by the link's href, so that the page can ask before it is left (one prompt for all forms). */
  onDirtyChange: (href: string, dirty: boolean) => void;
}

/** Approve or decline on behalf of one organisation; a decline needs a reason (spec §2 "Edit-state page"). */
export function DecisionForm({ link, organization, version, onDecided, onDirtyChange }: DecisionFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const decide = useDecideApproval();
  const {
    control,
    handleSubmit,
    reset,
    applyServerErrors: applyFormErrors,
    formState: { isDirty },
  } = useContractForm<DecisionValues, unknown, z.output<typeof decisionFields>>({
    resolver: decisionResolver,
    defaultValues: { approvalState: undefined as unknown as 1, reason: '' },
    mode: 'onChange',
  });

  useEffect(() => {
    onDirtyChange(link.href, isDirty);
    return () => onDirtyChange(link.href, false);
  }, [isDirty, link.href, onDirtyChange]);

  // The answer is awaited, not taken in `mutate`'s callbacks: the reloaded application no longer
  // offers this decision, so this form may be gone before they would run, and the page would stay.
  const submit = handleSubmit((values) =>
    decide.mutateAsync({ link, body: { ...values, version } }).then(
      () => {
        reset(values);
        onDecided(values.approvalState);
      },
      (error: unknown) => void applyFormErrors(error),
    ),
  );

  return (
    <Paper variant="outlined" component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} sx={{ p: 2, mb: 2 }} aria-label={t('approvalDecision.formFor', { organization })}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {organization}
      </Typography>
      <FormField
        control={control}
        name="approvalState"
        render={({ field, message }) => (
          <FormControl error={Boolean(message)} required sx={{ mt: 1 }}>
            <FormLabel id={`${formId}-decision`}>{t('approvalDecision.decision')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${formId}-decision`}
              name={field.name}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
            >
              <FormControlLabel value={String(ApprovalState.approved)} control={<Radio slotProps={{ input: { ref: field.ref } }} />} label={t('approvalDecision.approve')} />
              <FormControlLabel value={String(ApprovalState.declined)} control={<Radio />} label={t('approvalDecision.decline')} />
            </RadioGroup>
            {message && <FormHelperText>{message}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="reason"
        label={t('approvalDecision.reason')}
        helperText={t('approvalDecision.reasonHint', { max: Limits.reason })}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: Limits.reason } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={decide.isPending}>
          {t('approvalDecision.save')}
        </Button>
      </Box>
    </Paper>
  );
}
