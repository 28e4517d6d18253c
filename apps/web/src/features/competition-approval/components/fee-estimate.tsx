import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { finisherGenders, finisherGroups, formatEuro, type FeeLine, type FeeSchedule, type FinisherGroup } from '@portal/domain';
import { feeRule } from './fee-rule';

/** The schedule as one sentence, e.g. "0,50 € per finisher of Active, U20/U18, Masters; free: U16/U14, U12; …". */
export function FeeRuleText({ schedule }: { schedule: FeeSchedule }) {
  const { t } = useTranslation();
  const rule = feeRule(schedule);
  const groups = (list: readonly FinisherGroup[]) => list.map((g) => t(`finisherGroup.${g}`)).join(', ');
  const parts = [
    rule.chargeable.length > 0 ? t('approvalCommon.feeRule.perFinisher', { amount: rule.perFinisher, groups: groups(rule.chargeable) }) : null,
    rule.exempt.length > 0 ? t('approvalCommon.feeRule.exempt', { groups: groups(rule.exempt) }) : null,
    rule.handlingFee ? t('approvalCommon.feeRule.handlingFee', { amount: rule.handlingFee }) : null,
  ].filter(Boolean);
  return <Typography variant="body2">{`${parts.join('; ')}.`}</Typography>;
}

/** The name of a fee line: "Finishers women Active", or the handling fee. */
export function useFeeLineLabel() {
  const { t } = useTranslation();
  return (line: FeeLine) => {
    if (line.key === 'handlingFee') return t('finisherGroup.handlingFee');
    // The key is `<gender>_<group>`, e.g. `Women_U12`.
    for (const gender of finisherGenders) {
      for (const group of finisherGroups) {
        if (line.key === `${gender}_${group}`) return t('invoice.finishers', { gender: t(`finisherGroup.${gender}`), group: t(`finisherGroup.${group}`) });
      }
    }
    return line.key;
  };
}

/** The lines and total of a fee (estimate or invoice preview), money in German format as on the invoice. */
export function FeeTable({ lines, totalCents, label, lineLabel: labelOf }: { lines: readonly FeeLine[]; totalCents: number; label: string; lineLabel?: (line: FeeLine) => string }) {
  const { t } = useTranslation();
  const groupLabel = useFeeLineLabel();
  const lineLabel = labelOf ?? groupLabel;
  return (
    // Narrower cells on a phone: the four columns fit 375 px without scrolling sideways.
    <Table size="small" aria-label={label} sx={{ maxWidth: 560, '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('invoice.position')}</TableCell>
          <TableCell align="right">{t('invoice.quantity')}</TableCell>
          <TableCell align="right">{t('invoice.unitPrice')}</TableCell>
          <TableCell align="right">{t('invoice.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell>{lineLabel(line)}</TableCell>
            <TableCell align="right">{line.count}</TableCell>
            <TableCell align="right">{formatEuro(line.unitCents)}</TableCell>
            <TableCell align="right">{formatEuro(line.amountCents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
            {t('invoice.total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="fee-total">
            {formatEuro(totalCents)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
