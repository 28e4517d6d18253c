import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../session/session';

/** Hidden from sight, read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The organisation the user works in; switching reloads its roles and the current screen (spec §4).
 * In the top bar the label is read by screen readers only, so the white field sits cleanly on the red bar.
 */
export function OrganizationSelect({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const { organizations, organizationId, switchOrganization } = useSession();
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  if (organizations.length === 0 || organizationId === null) return null;
  return (
    <FormControl
      size="small"
      sx={onDark ? { minWidth: 200, maxWidth: 320, bgcolor: 'background.paper', borderRadius: 1 } : { width: '100%' }}
    >
      <InputLabel id={labelId} sx={onDark ? visuallyHidden : undefined}>
        {t('app.organization')}
      </InputLabel>
      <Select
        labelId={labelId}
        label={onDark ? undefined : t('app.organization')}
        value={organizationId}
        disabled={busy}
        onChange={(event) => {
          setBusy(true);
          void switchOrganization(Number(event.target.value)).finally(() => setBusy(false));
        }}
      >
        {organizations.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.text}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
