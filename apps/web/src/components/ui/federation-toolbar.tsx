import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { NO_PRINT, PRINT_ONLY } from './print-styles';

export interface FederationChoice {
  id: number;
  name: string;
}

/**
 * The head of a public page that shows one federation at a time: the federation selector (only
 * when there is a choice), a print button, and the chosen federation's name, which the printout
 * shows in place of the selector (on screen only without one).
 */
export function FederationToolbar(props: {
  id: string;
  label: string;
  printLabel: string;
  choices: readonly FederationChoice[];
  chosen: FederationChoice;
  onChoose: (id: number) => void;
}) {
  const { id, label, printLabel, choices, chosen, onChoose } = props;
  return (
    <>
      <Box className={NO_PRINT} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {choices.length > 1 && (
          <TextField select id={id} label={label} value={chosen.id} onChange={(e) => onChoose(Number(e.target.value))} size="small" sx={{ minWidth: 260, maxWidth: '100%' }}>
            {choices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {printLabel}
        </Button>
      </Box>
      <Typography variant="subtitle1" color="text.secondary" className={choices.length > 1 ? PRINT_ONLY : undefined} sx={{ mb: 2 }}>
        {chosen.name}
      </Typography>
    </>
  );
}
