import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useTranslation } from '../../../lib/use-translation';
import type { RecordCandidate } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { dayText, placeText, resultText } from './record-format';

export interface CandidatesTableProps {
  rows: readonly RecordCandidate[];
  loading: boolean;
  /** Whether the set takes new records (its `new_record` link). */
  canAdopt: boolean;
  onAdopt: (candidate: RecordCandidate) => void;
}

/** Performances of the federation's statistics that beat a record of the set, by athletes within its validity (their club and nation shown), with the record they beat; each can be adopted. */
export function CandidatesTable({ rows, loading, canAdopt, onAdopt }: CandidatesTableProps) {
  const { t } = useTranslation();
  const { t: column } = useTranslation('records', { keyPrefix: 'records.candidates.columns' });
  const columns: DataTableColumn<RecordCandidate>[] = [
    { id: 'event', label: column('event'), render: (row) => row.eventName },
    { id: 'name', label: column('name'), minWidth: 160, render: (row) => `${row.athleteFirstname} ${row.athleteLastname}, ${row.yearOfBirth}` },
    { id: 'club', label: column('club'), minWidth: 140, render: (row) => row.organizationName },
    { id: 'nation', label: column('nation'), render: (row) => row.nation },
    { id: 'result', label: column('result'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{resultText(row)}</span> },
    { id: 'beats', label: column('beats'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{resultText(row.beats)}</span> },
    { id: 'competition', label: column('competition'), render: (row) => `${row.competitionName}, ${placeText(row.competitionTown, row.competitionNation)}` },
    { id: 'date', label: column('date'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dayText(row.date)}</span> },
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('records.candidates.intro')}
      </Typography>
      {!loading && rows.length === 0 ? (
        <Alert severity="info">{t('records.candidates.none')}</Alert>
      ) : (
        <DataTable
          label={t('records.candidates.tableLabel')}
          rows={rows}
          columns={columns}
          rowId={(row) => row.performanceId}
          loading={loading}
          actions={(row) => (
            <IconAction
              label={t('records.candidates.adopt', { name: `${row.athleteFirstname} ${row.athleteLastname}`, result: row.formatedValue })}
              icon={<PostAddIcon />}
              disabled={!canAdopt}
              onClick={() => onAdopt(row)}
            />
          )}
        />
      )}
    </>
  );
}
