import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { CompetitionState, type CompetitionApprovalRow } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { formatStart } from './approval-format';
import { ApprovalRowDetails } from './approval-row-details';
import { RowActionsMenu, type RowCommands } from './row-actions-menu';
import { CompetitionStateChip } from './state-chip';

export interface ApprovalTableProps {
  rows: readonly CompetitionApprovalRow[];
  loading: boolean;
  commands: RowCommands;
  footer?: ReactNode;
}

const COLUMNS = 6;

/**
 * The overview table: name, start, organiser, town and state; each row unfolds to its details and
 * carries its actions menu. An application in editing (state 2) shows its request button at once.
 */
export function ApprovalTable({ rows, loading, commands, footer }: ApprovalTableProps) {
  const { t } = useTranslation();
  // On a phone the start, organiser, town and state columns give way: start and state are shown under the name, so they are never scrolled off.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = narrow ? 2 : COLUMNS;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('app.loading')} />}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('approvalList.tableLabel')} aria-busy={loading} sx={{ minWidth: narrow ? 0 : 720 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 88 }}>{t('common.actions')}</TableCell>
              <TableCell>{t('approvalCommon.name')}</TableCell>
              {!narrow && (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('approvalCommon.startDate')}</TableCell>
                  <TableCell>{t('approvalCommon.organizer')}</TableCell>
                  <TableCell>{t('approvalCommon.town')}</TableCell>
                  <TableCell>{t('approvalList.state')}</TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {loading ? t('app.loading') : t('common.noRows')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const expanded = open.has(row.id);
                const detailsId = `approval-row-${row.id}-details`;
                const canRequest = row.competitionState === CompetitionState.editing && Boolean(linkOf(row, 'request_comp_approval'));
                return (
                  <Fragment key={row.id}>
                    <TableRow hover data-row-id={row.id} sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                      <TableCell sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                        <IconButton
                          size="small"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={t(expanded ? 'approvalList.collapseRow' : 'approvalList.expandRow', { name: row.name })}
                          onClick={() => toggle(row.id)}
                        >
                          {expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                        </IconButton>
                        <RowActionsMenu row={row} commands={commands} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
                        {row.name}
                        {narrow && (
                          <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <span style={{ whiteSpace: 'nowrap' }}>{formatStart(row.startDate)}</span>
                            <CompetitionStateChip state={row.competitionState} />
                          </Box>
                        )}
                      </TableCell>
                      {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatStart(row.startDate)}</TableCell>}
                      {!narrow && <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.ownerOrganizationName}</TableCell>}
                      {!narrow && <TableCell>{row.eventLocation_Town}</TableCell>}
                      {!narrow && (
                        <TableCell>
                          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                            <CompetitionStateChip state={row.competitionState} />
                            {canRequest && (
                              <Button size="small" variant="outlined" disabled={commands.busy} onClick={() => commands.request(row)}>
                                {t('approvalList.actions.request')}
                              </Button>
                            )}
                          </Box>
                        </TableCell>
                      )}
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ py: 0, borderBottom: expanded ? undefined : 0 }}>
                        <Collapse in={expanded} timeout="auto" unmountOnExit id={detailsId}>
                          <ApprovalRowDetails row={row} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
