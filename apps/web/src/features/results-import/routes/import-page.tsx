import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import UndoIcon from '@mui/icons-material/Undo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_PAGE_SIZE, type ImportRow, type ImportState, type ResultImport } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { pagerOf } from '../../../lib/paging';
import { formatDateTime } from '../../../components/ui/relative-time';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import type { TextKey } from '../../../lib/i18n';
import { linkOf } from '../../../lib/links';
import { isLoading } from '../../../lib/query-state';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { importQueryOptions, importRowsQueryOptions, importsKey, useImportAction, type RowFilter } from '../api/import-queries';
import { CandidateDialog } from '../components/candidate-dialog';
import { ImportChangeChips, ImportCountChips, ImportStateChip } from '../components/import-chips';
import { importDates } from '../components/import-format';
import { ImportRowsTable } from '../components/import-rows-table';

const filters = ['all', 'ok', 'warning', 'error', 'candidates'] as const;
type FilterChoice = (typeof filters)[number];

/** The actions that ask first, and what their confirmation says. */
type Asking = 'discard' | 'undo' | null;

/**
 * /imports/:id: one import — file, competition and state, its row counts and what the commit does
 * or did, the rows (filtered, paged) with the choice of athlete where the name fits several, and
 * commit, discard and undo as the import's links offer them. While the commit runs, its progress
 * is asked every half second.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const item = useQuery(importQueryOptions(id));
  const title = t('resultsImport.screen.page.title');
  const help = t('resultsImport.screen.page.help');
  if (isLoading(item)) return <LoadingPage title={title} help={help} />;
  if (!item.data) return <NotFoundPage title={title} help={help} back={pathTo('imports')} message={t('resultsImport.screen.page.notFound')} />;
  return <ImportView item={item.data} title={title} help={help} />;
}

function ImportView({ item, title, help }: { item: ResultImport; title: string; help: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const success = useSuccessMessage();
  const action = useImportAction();
  const [filter, setFilter] = useState<FilterChoice>('all');
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [choosing, setChoosing] = useState<ImportRow | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const rowsQuery = { ...paging, ...(filter === 'all' ? {} : { filter: filter as RowFilter }) };
  const rows = useQuery(importRowsQueryOptions(item.id, rowsQuery));
  const meta = rows.data?.paginationMetadata;
  const totalCount = meta?.totalCount ?? 0;

  // When a commit ends (done or failed) the rows and the list show what it did.
  const previousState = useRef<ImportState>(item.state);
  useEffect(() => {
    if (previousState.current === 'committing' && item.state !== 'committing') {
      void queryClient.invalidateQueries({ queryKey: [...importsKey, 'rows', item.id] });
      void queryClient.invalidateQueries({ queryKey: [...importsKey, 'get_imports'] });
    }
    previousState.current = item.state;
  }, [item.state, item.id, queryClient]);

  const commit = linkOf(item, 'commit_import');
  const discard = linkOf(item, 'discard_import');
  const undo = linkOf(item, 'undo_import');
  const busy = action.isPending;

  // The state's notice below says how the action ended; a refusal shows in the page's alert, also one under a field key.
  const run = (link: NonNullable<typeof commit>) =>
    action.mutate(link, {
      onSuccess: () => setAsking(null),
      onError: (error) => {
        applyServerErrors(error, () => {}, {});
        setAsking(null);
      },
    });

  return (
    <PageFrame
      title={title}
      help={help}
      actions={
        <>
          <Button onClick={() => void navigate(pathTo('imports'))}>{t('common.back')}</Button>
          {discard && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setAsking('discard')}>
              {t('resultsImport.screen.page.discard')}
            </Button>
          )}
          {undo && (
            <Button variant="outlined" startIcon={<UndoIcon />} disabled={busy} onClick={() => setAsking('undo')}>
              {t('resultsImport.screen.page.undo')}
            </Button>
          )}
          {commit && (
            <Button variant="contained" startIcon={<DoneAllIcon />} disabled={busy || item.waitingForChoice > 0} onClick={() => run(commit)}>
              {t('resultsImport.screen.page.commit')}
            </Button>
          )}
        </>
      }
    >
      <SuccessAlert message={success.message} onClose={success.close} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0, mb: 2, '& dt': { fontWeight: 600, color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' } }}>
        <dt>{t('resultsImport.screen.fields.file')}</dt>
        <dd>
          {item.fileName}
          {item.source === 'roadRace' && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t('resultsImport.screen.source.roadRace')}
            </Typography>
          )}
        </dd>
        <dt>{t('resultsImport.screen.fields.competition')}</dt>
        <dd>
          {`${item.competitionName} (${importDates(item)})`}
          {item.newCompetition && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t('resultsImport.screen.page.newCompetitionHint')}
            </Typography>
          )}
        </dd>
        <dt>{t('resultsImport.screen.fields.state')}</dt>
        <dd>
          <ImportStateChip item={item} />
        </dd>
        <dt>{t('resultsImport.screen.fields.imported')}</dt>
        <dd>{[item.userName, formatDateTime(item.createdAt)].filter(Boolean).join(', ')}</dd>
        {item.committedAt && (
          <>
            <dt>{t('resultsImport.screen.fields.committedAt')}</dt>
            <dd>{formatDateTime(item.committedAt)}</dd>
          </>
        )}
        <dt>{t('resultsImport.screen.fields.counts')}</dt>
        <dd>
          <ImportCountChips counts={item.counts} />
        </dd>
        <dt>{t(item.state === 'done' ? 'resultsImport.screen.fields.changesDone' : 'resultsImport.screen.fields.changes')}</dt>
        <dd>
          <ImportChangeChips changes={item.changes} />
        </dd>
      </Box>
      <ImportStateNotice item={item} />
      {item.waitingForChoice > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('resultsImport.candidatesOpen', { count: item.waitingForChoice })}
        </Alert>
      )}
      <ImportRowsTable
        rows={rows.data?.entities ?? []}
        loading={rows.isFetching}
        onChoose={setChoosing}
        toolbar={
          <TextField
            select
            id="rows-filter"
            label={t('resultsImport.screen.rows.filter')}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as FilterChoice);
              setPaging((p) => ({ ...p, pageNumber: 1 }));
            }}
            size="small"
            sx={{ minWidth: 200 }}
          >
            {filters.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`resultsImport.screen.filter.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        }
        footer={
          <Pager {...pagerOf(paging, setPaging, totalCount, meta?.currentPage)} />
        }
      />
      {choosing && (
        <CandidateDialog
          row={choosing}
          onClose={() => setChoosing(null)}
          onResolved={() => {
            setChoosing(null);
            success.show('resultsImport.screen.candidates.resolved');
          }}
        />
      )}
      <ConfirmDialog
        open={asking === 'discard'}
        title={t('resultsImport.screen.page.discardTitle')}
        message={t('resultsImport.screen.page.discardRequest', { name: item.fileName })}
        confirmLabel={t('resultsImport.screen.page.discard')}
        destructive
        busy={busy}
        onConfirm={() => discard && run(discard)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'undo'}
        title={t('resultsImport.screen.page.undoTitle')}
        message={t('resultsImport.screen.page.undoRequest')}
        confirmLabel={t('resultsImport.screen.page.undo')}
        destructive
        busy={busy}
        onConfirm={() => undo && run(undo)}
        onCancel={() => setAsking(null)}
      />
    </PageFrame>
  );
}

/** What the state means for the statistician: the running commit's progress, or how the import ended. */
function ImportStateNotice({ item }: { item: ResultImport }) {
  const { t } = useTranslation();
  if (item.state === 'committing') {
    const label = t('resultsImport.screen.page.committing', { progress: item.progress });
    return (
      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" sx={{ mb: 0.5 }} aria-hidden>
          {label}
        </Typography>
        <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, item.progress))} aria-label={t('resultsImport.screen.page.progressLabel')} />
      </Box>
    );
  }
  const notices: Partial<Record<ImportState, { severity: 'success' | 'info' | 'error'; key: TextKey }>> = {
    done: { severity: 'success', key: 'resultsImport.screen.page.done' },
    failed: { severity: 'error', key: 'resultsImport.screen.page.failed' },
    discarded: { severity: 'info', key: 'resultsImport.screen.page.discardedNotice' },
    undone: { severity: 'info', key: 'resultsImport.screen.page.undoneNotice' },
  };
  const notice = notices[item.state];
  if (!notice) return null;
  return (
    <Stack sx={{ mb: 2 }}>
      <Alert severity={notice.severity} role="status">
        {t(notice.key)}
      </Alert>
    </Stack>
  );
}
