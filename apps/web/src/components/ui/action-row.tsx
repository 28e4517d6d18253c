import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from '../../lib/router';

/** The buttons below a screen's content, at its end; they wrap on a narrow screen. */
export function ActionRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Box className={className} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>
      {children}
    </Box>
  );
}

export interface EntryFormActionsProps {
  /** Where Back leads, or what it does. */
  back: string | (() => void);
  /** Back's text, where it says where it leads. */
  backLabel?: string;
  /** The id of the form the main button sends. */
  form: string;
  /** A new entry: the main button says Create, else Save (unless `submitLabel` says otherwise). */
  creating: boolean;
  submitLabel?: string;
  /** Nothing can be saved: only Back is shown. */
  readOnly: boolean;
  disabled: boolean;
  /** Further buttons between Back and the main one; not shown while read only. */
  extra?: ReactNode;
  /** A second way to send a new entry, before the main button ("create and new" unless it says otherwise); only while creating. */
  sendAnother?: { onClick: () => void; label?: string };
}

/** The buttons of a form for a new or a stored entry: Back, then (unless read only) further ones and the one that sends it. */
export function EntryFormActions({ back, backLabel, form, creating, submitLabel, readOnly, disabled, extra, sendAnother }: EntryFormActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ActionRow>
      <Button onClick={typeof back === 'string' ? () => void navigate(back) : back}>{backLabel ?? t('common.back')}</Button>
      {!readOnly && extra}
      {!readOnly && creating && sendAnother && (
        <Button variant="outlined" disabled={disabled} onClick={sendAnother.onClick}>
          {sendAnother.label ?? t('common.createAndNew')}
        </Button>
      )}
      {!readOnly && (
        <Button type="submit" form={form} variant="contained" disabled={disabled}>
          {submitLabel ?? t(creating ? 'common.create' : 'common.save')}
        </Button>
      )}
    </ActionRow>
  );
}

export interface SendActionsProps {
  /** Where Back leads, or what it does. */
  back: string | (() => void);
  /** The id of the form the main button sends. */
  form: string;
  /** What the main button does (Create, Reject, Cancel the approval). */
  label: string;
  disabled: boolean;
  /** The main button refuses or ends something: red. */
  danger?: boolean;
}

/** The buttons in a screen's frame that has one form to send: Back, and the button that sends it. */
export function SendActions({ back, form, label, disabled, danger = false }: SendActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={typeof back === 'string' ? () => void navigate(back) : back}>{t('common.back')}</Button>
      <Button type="submit" form={form} variant="contained" color={danger ? 'error' : 'primary'} disabled={disabled}>
        {label}
      </Button>
    </>
  );
}
