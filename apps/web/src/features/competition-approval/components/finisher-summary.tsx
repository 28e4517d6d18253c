import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../lib/use-translation';
import { finisherGenders, finisherGroups, finisherTotals, type CompetitionApproval } from '@portal/domain';

type Counts = Pick<CompetitionApproval, `finisher_${'Women' | 'Men'}_${(typeof finisherGroups)[number]}` | (typeof finisherTotals)[number]>;

/** Whether finisher numbers were reported (any count is set). */
export const hasFinishers = (counts: Counts) =>
  finisherGenders.some((g) => finisherGroups.some((a) => counts[`finisher_${g}_${a}`] !== null)) || finisherTotals.some((f) => counts[f] !== null);

/** The reported finisher numbers read-only: women and men by age group, then the totals by kind. */
export function FinisherSummary({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  return (
    <>
      <Table size="small" aria-label={t('approvalDetail.finishersByGroup')} sx={{ maxWidth: 640, mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            {finisherGroups.map((g) => (
              <TableCell key={g} align="right">
                {t(`finisherGroup.${g}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {finisherGenders.map((gender) => (
            <TableRow key={gender}>
              <TableCell component="th" scope="row">
                {t(`finisherGroup.${gender}`)}
              </TableCell>
              {finisherGroups.map((g) => (
                <TableCell key={g} align="right">
                  {counts[`finisher_${gender}_${g}`] ?? 0}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label={t('approvalDetail.finishersByKind')} sx={{ maxWidth: 420 }}>
        <TableBody>
          {finisherTotals.map((f) => (
            <TableRow key={f}>
              <TableCell component="th" scope="row">
                {t(`approvalCommon.totals.${f}`)}
              </TableCell>
              <TableCell align="right">{counts[f] ?? 0}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
