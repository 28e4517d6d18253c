import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/use-translation';
import { approvalStateColor, competitionStateColor, type ApprovalStateValue, type CompetitionStateValue } from '@portal/domain';
import { codeText, competitionStateKeys, decisionStateKeys } from './code-texts';

/** A chip in a fixed colour with text that stays readable on it (black on yellow, white on black). */
function ColouredChip({ colour, label, state }: { colour: string; label: string; state: number }) {
  return (
    <Chip
      size="small"
      label={label}
      data-state={state}
      data-colour={colour}
      sx={(theme) => ({ bgcolor: colour, color: theme.palette.getContrastText(colour), fontWeight: 500 })}
    />
  );
}

/** An application's state (spec §4): created grey, open yellow, editing orange, approved green, declined red, cancelled black. */
export function CompetitionStateChip({ state }: { state: number }) {
  const { t } = useTranslation();
  const colour = competitionStateColor[state as CompetitionStateValue] ?? competitionStateColor[0];
  return <ColouredChip colour={colour} state={state} label={codeText(t, competitionStateKeys, state)} />;
}

/** One organisation's decision (spec §4): undecided grey, approved green, declined red. */
export function ApprovalStateChip({ state }: { state: number }) {
  const { t } = useTranslation();
  const colour = approvalStateColor[state as ApprovalStateValue] ?? approvalStateColor[0];
  return <ColouredChip colour={colour} state={state} label={codeText(t, decisionStateKeys, state)} />;
}
