import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import type { AthleteMerge, AthleteSummary, DuplicateCandidate } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { DataTable } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../components/ui/relative-time';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { pathTo } from '../../../lib/routing';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { careAthletesQueryOptions, duplicatesQueryOptions, mergeHistoryQueryOptions } from '../api/athlete-care';
import { athleteLine } from '../components/athlete-line';
import { EditAthleteDialog } from '../components/edit-athlete-dialog';
import { MergeDialog } from '../components/merge-dialog';

const PAGE_SIZE = 25;
type TabKey = 'duplicates' | 'athletes' | 'merges';
const tabs: TabKey[] = ['duplicates', 'athletes', 'merges'];

/** An athlete in a cell: the name leading to the public profile, the line that tells records apart below. */
function AthleteCell({ athlete }: { athlete: AthleteSummary }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Link component={RouterLink} to={pathTo('athlete', { id: athlete.id })}>
        {athlete.fullName}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {athleteLine(t, athlete)}
      </Typography>
    </Box>
  );
}

function DuplicatesPanel({ onMerge }: { onMerge: (pair: DuplicateCandidate) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(duplicatesQueryOptions(page, PAGE_SIZE));
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('athleteCare.duplicates.intro')}
      </Typography>
      <DataTable<DuplicateCandidate>
        label={t('athleteCare.tabs.duplicates')}
        rows={query.data?.entities ?? []}
        rowId={(p) => `${p.first.id}-${p.second.id}`}
        rowLabel={(p) => `${p.first.fullName} / ${p.second.fullName}`}
        loading={query.isLoading}
        emptyText={t('athleteCare.duplicates.empty')}
        actions={(p) => (
          <Button size="small" variant="outlined" onClick={() => onMerge(p)} aria-label={t('athleteCare.duplicates.mergeThem', { first: p.first.fullName, second: p.second.fullName })}>
            {t('athleteCare.duplicates.merge')}
          </Button>
        )}
        columns={[
          { id: 'first', label: t('athleteCare.duplicates.first'), render: (p) => <AthleteCell athlete={p.first} /> },
          { id: 'second', label: t('athleteCare.duplicates.second'), render: (p) => <AthleteCell athlete={p.second} /> },
          {
            id: 'reasons',
            label: t('athleteCare.duplicates.reason'),
            render: (p) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {p.reasons.map((r) => (
                  <Chip key={r} size="small" label={t(`athleteCare.reasons.${r}`)} />
                ))}
              </Box>
            ),
          },
        ]}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={query.data?.paginationMetadata.totalCount ?? 0} pageSizes={[PAGE_SIZE]} onPageChange={setPage} onPageSizeChange={() => undefined} />
    </>
  );
}

function AthletesPanel({ onEdit }: { onEdit: (athlete: AthleteSummary) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(search.trim(), 300);
  const query = useQuery(careAthletesQueryOptions(typed, page, PAGE_SIZE));
  return (
    <>
      <TextField
        label={t('athleteCare.athletes.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{ width: '100%', maxWidth: 420, mb: 2 }}
        slotProps={{ htmlInput: { type: 'search', autoComplete: 'off' } }}
      />
      <DataTable<AthleteSummary>
        label={t('athleteCare.tabs.athletes')}
        rows={query.data?.entities ?? []}
        rowId={(a) => a.id}
        rowLabel={(a) => a.fullName}
        loading={query.isLoading}
        emptyText={t('athleteCare.athletes.empty')}
        actions={(a) => <IconAction label={t('common.actionOn', { action: t('athleteCare.athletes.edit'), name: a.fullName })} icon={<EditIcon />} onClick={() => onEdit(a)} />}
        columns={[
          { id: 'name', label: t('athleteCare.fields.name'), render: (a) => <AthleteCell athlete={a} /> },
          { id: 'nation', label: t('athleteCare.fields.nation'), render: (a) => a.nation },
        ]}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={query.data?.paginationMetadata.totalCount ?? 0} pageSizes={[PAGE_SIZE]} onPageChange={setPage} onPageSizeChange={() => undefined} />
    </>
  );
}

function MergesPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(mergeHistoryQueryOptions(page, PAGE_SIZE));
  return (
    <>
      <DataTable<AthleteMerge>
        label={t('athleteCare.tabs.merges')}
        rows={query.data?.entities ?? []}
        rowId={(m) => m.id}
        loading={query.isLoading}
        emptyText={t('athleteCare.merges.empty')}
        columns={[
          { id: 'at', label: t('athleteCare.merges.at'), render: (m) => formatDateTime(m.mergedAt) },
          { id: 'merged', label: t('athleteCare.merges.merged'), render: (m) => `${m.mergedName} (${m.mergedYearOfBirth}, ${m.mergedClubName})` },
          {
            id: 'kept',
            label: t('athleteCare.merges.kept'),
            render: (m) => (
              <Link component={RouterLink} to={pathTo('athlete', { id: m.keptId })}>
                {m.keptName}
              </Link>
            ),
          },
          { id: 'moved', label: t('athleteCare.merges.moved'), render: (m) => t('athleteCare.markCount', { count: m.moved.marks + m.moved.relayMarks }) },
          { id: 'by', label: t('athleteCare.merges.by'), render: (m) => m.mergedBy ?? '' },
        ]}
      />
      <Pager page={page} pageSize={PAGE_SIZE} totalCount={query.data?.paginationMetadata.totalCount ?? 0} pageSizes={[PAGE_SIZE]} onPageChange={setPage} onPageSizeChange={() => undefined} />
    </>
  );
}

/**
 * /statistics/athletes: one record per person. Pairs that may be one person are merged after a
 * preview; any athlete's name, club, code and nation are corrected; the merges stay in a history.
 */
export function AthleteCarePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = tabs.find((k) => k === params.get('tab')) ?? 'duplicates';
  const [merging, setMerging] = useState<DuplicateCandidate | null>(null);
  const [editing, setEditing] = useState<AthleteSummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const clearMessage = useCallback(() => setMessage(null), []);
  return (
    <PageFrame title={t('athleteCare.title')}>
      <SuccessAlert message={message} onClose={clearMessage} />
      <Tabs value={tab} onChange={(_, next: TabKey) => setParams(next === 'duplicates' ? {} : { tab: next }, { replace: true })} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((k) => (
          <Tab key={k} value={k} label={t(`athleteCare.tabs.${k}`)} id={`athlete-care-${k}-tab`} aria-controls={`athlete-care-${k}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`athlete-care-${tab}-panel`} aria-labelledby={`athlete-care-${tab}-tab`}>
        {tab === 'duplicates' && <DuplicatesPanel onMerge={setMerging} />}
        {tab === 'athletes' && <AthletesPanel onEdit={setEditing} />}
        {tab === 'merges' && <MergesPanel />}
      </Box>
      <MergeDialog pair={merging} onClose={() => setMerging(null)} onMerged={(kept, merged) => setMessage(t('athleteCare.merge.done', { merged: merged.fullName, mergedClub: merged.clubName, kept: kept.fullName, keptClub: kept.clubName }))} />
      <EditAthleteDialog athlete={editing} onClose={() => setEditing(null)} onSaved={(a) => setMessage(t('athleteCare.edit.saved', { name: a.fullName }))} />
    </PageFrame>
  );
}
