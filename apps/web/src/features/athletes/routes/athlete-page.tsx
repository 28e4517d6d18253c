import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { TitledSection } from '../../../components/layout/titled-section';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import type { TFunction } from 'i18next';
import type { PublicAthlete } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { NO_PRINT, PrintStyles } from '../../../components/ui/print-styles';
import type { TextKey } from '../../../lib/i18n';
import { formatDate } from '../../../lib/dates';
import { isLoading } from '../../../lib/query-state';
import { pathTo } from '../../../lib/routing';
import { athleteMarksQueryOptions, athleteQueryOptions } from '../api/athlete-queries';
import { ProgressionChart } from '../components/progression-chart';

/** /athletes/:id, open to everyone: what the public lists show of one athlete. */
export function AthletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: param } = useParams();
  const id = Number.isInteger(Number(param)) && Number(param) > 0 ? Number(param) : null;
  const profile = useQuery(athleteQueryOptions(id));
  const keptId = profile.data && profile.data.id !== id ? profile.data.id : null;
  // An id merged into another answers the kept athlete: the address follows, so that it is the one shared.
  useEffect(() => {
    if (keptId !== null) void navigate(pathTo('athlete', { id: keptId }), { replace: true });
  }, [keptId, navigate]);
  const back = (
    <Button className={NO_PRINT} onClick={() => void navigate(pathTo('athletes'))}>
      {t('athletes.profile.toSearch')}
    </Button>
  );
  const title = t('athletes.search.title');
  if (isLoading(profile)) return <LoadingPage title={title} />;
  if (!profile.data) return <NotFoundPage title={title} message={t('athletes.profile.notFound')} back={pathTo('athletes')} backLabel={t('athletes.profile.toSearch')} />;
  return <Profile athlete={profile.data} back={back} />;
}

/** The catalogue's name of each environment (indoor 0, outdoor 1, both 2). */
const environmentText = ['statistics.bestlists.environment.0', 'statistics.bestlists.environment.1', 'statistics.bestlists.environment.2'] as const satisfies readonly TextKey[];
const environmentName = (t: TFunction, environment: number) => t(environmentText[environment]);
/** What the lists mark on a mark: wind-assisted, hand-timed. */
const markNote = (t: TFunction, m: { windAssisted?: boolean; handTimed?: boolean; relayTeam?: string | null }) =>
  [m.relayTeam ? t('athletes.profile.relay', { team: m.relayTeam }) : null, m.windAssisted ? t('athletes.profile.windAssisted') : null, m.handTimed ? t('athletes.profile.handTimed') : null]
    .filter(Boolean)
    .join(', ');
/** The columns of the profile's tables, each named by `athletes.columns.<id>`. */
type ColumnId = 'event' | 'environment' | 'mark' | 'wind' | 'note' | 'date' | 'competition' | 'year' | 'town';
/** A column of the profile's tables, named by `athletes.columns.<id>`. */
const column = <T,>(t: TFunction, id: ColumnId, render: (row: T) => ReactNode): DataTableColumn<T> => ({ id, label: t(`athletes.columns.${id}`), render });

function Profile({ athlete, back }: { athlete: PublicAthlete; back: ReactNode }) {
  const { t } = useTranslation();
  const tableId = useId();
  const details = [athlete.yearOfBirth ? t('athletes.profile.born', { year: athlete.yearOfBirth }) : null, athlete.nation, athlete.clubName].filter(Boolean).join(' · ');
  type Best = PublicAthlete['personalBests'][number];
  type SeasonBest = PublicAthlete['seasonBests'][number];

  // The chart's events: each event and environment with season bests, the most seasons first.
  const series = useMemo(() => {
    const groups = new Map<string, { eventCode: string; eventName: string; environment: number; points: { year: number; mark: string }[] }>();
    for (const s of athlete.seasonBests) {
      const key = `${s.eventCode}|${s.environment}`;
      const group = groups.get(key) ?? { eventCode: s.eventCode, eventName: s.eventName, environment: s.environment, points: [] };
      group.points.push({ year: s.year, mark: s.mark });
      groups.set(key, group);
    }
    return [...groups.entries()].sort((a, b) => b[1].points.length - a[1].points.length);
  }, [athlete.seasonBests]);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = series.find(([key]) => key === chosen) ?? series[0];

  return (
    <PageFrame title={athlete.fullName}>
      <PrintStyles />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: -1 }}>
        <Typography variant="subtitle1" color="text.secondary" sx={{ flexGrow: 1 }}>
          {details}
        </Typography>
        <Button className={NO_PRINT} variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('athletes.profile.print')}
        </Button>
      </Box>

      <TitledSection title={t('athletes.profile.personalBests')}>
        <DataTable
          label={t('athletes.profile.personalBests')}
          rows={athlete.personalBests}
          rowId={(b) => `${b.eventCode}-${b.environment}-${b.windAssisted}`}
          columns={[
            column<Best>(t, 'event', (b) => b.eventName),
            column<Best>(t, 'environment', (b) => environmentName(t, b.environment)),
            column<Best>(t, 'mark', (b) => b.mark),
            column<Best>(t, 'wind', (b) => b.wind ?? ''),
            column<Best>(t, 'note', (b) => markNote(t, b)),
            column<Best>(t, 'date', (b) => formatDate(b.date)),
            column<Best>(t, 'competition', (b) => b.competitionName),
          ]}
          emptyText={t('athletes.profile.noMarks')}
        />
      </TitledSection>

      {athlete.positions.length > 0 && (
        <TitledSection title={t('athletes.profile.positions')}>
          <List dense disablePadding>
            {athlete.positions.map((p) => (
              <ListItem key={`${p.bestListId}-${p.year}-${p.eventCode}-${p.classCode}-${p.environment}`} disableGutters>
                {t('athletes.profile.position', { rank: p.rank, list: p.bestListName, year: p.year, event: athlete.personalBests.find((b) => b.eventCode === p.eventCode)?.eventName ?? p.eventCode, class: p.classCode })}
              </ListItem>
            ))}
          </List>
        </TitledSection>
      )}

      <TitledSection title={t('athletes.profile.seasonBests')}>
        {shown && (
          <Box sx={{ mb: 2 }}>
            {series.length > 1 && (
              <TextField
                select
                size="small"
                className={NO_PRINT}
                label={t('athletes.chart.event')}
                value={shown[0]}
                onChange={(e) => setChosen(e.target.value)}
                sx={{ minWidth: 220, mb: 1 }}
              >
                {series.map(([key, s]) => (
                  <MenuItem key={key} value={key}>
                    {`${s.eventName} (${environmentName(t, s.environment)})`}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <ProgressionChart
              eventCode={shown[1].eventCode}
              points={shown[1].points}
              label={t('athletes.chart.label', { event: shown[1].eventName, environment: environmentName(t, shown[1].environment) })}
              describedBy={tableId}
            />
          </Box>
        )}
        <div id={tableId}>
          <DataTable
            label={t('athletes.profile.seasonBests')}
            rows={athlete.seasonBests}
            rowId={(s) => `${s.year}-${s.eventCode}-${s.environment}`}
            columns={[
              column<SeasonBest>(t, 'year', (s) => s.year),
              column<SeasonBest>(t, 'event', (s) => s.eventName),
              column<SeasonBest>(t, 'environment', (s) => environmentName(t, s.environment)),
              column<SeasonBest>(t, 'mark', (s) => s.mark),
              column<SeasonBest>(t, 'wind', (s) => s.wind ?? ''),
              column<SeasonBest>(t, 'date', (s) => formatDate(s.date)),
            ]}
            emptyText={t('athletes.profile.noMarks')}
          />
        </div>
      </TitledSection>

      <Marks athlete={athlete} />

      <ActionRow>{back}</ActionRow>
    </PageFrame>
  );
}

const MARKS_PAGE_SIZE = 20;
/** A filter without a choice shows "All", not an empty box. */
const allShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** Every counted mark, newest first, by event and season on request. */
function Marks({ athlete }: { athlete: PublicAthlete }) {
  const { t } = useTranslation();
  const [eventCode, setEventCode] = useState('');
  const [year, setYear] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const marks = useQuery(
    athleteMarksQueryOptions(athlete.id, { ...(eventCode ? { eventCode } : {}), ...(year ? { year: Number(year) } : {}), pageNumber, pageSize: MARKS_PAGE_SIZE }),
  );
  const events = [...new Map(athlete.personalBests.map((b) => [b.eventCode, b.eventName])).entries()];
  const years = [...new Set(athlete.seasonBests.map((s) => s.year))].sort((a, b) => b - a);
  const rows = marks.data?.entities ?? [];
  type Mark = (typeof rows)[number];
  return (
    <TitledSection title={t('athletes.profile.marks')}>
      <Box className={NO_PRINT} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <TextField select size="small" label={t('athletes.filters.event')} value={eventCode} onChange={(e) => (setEventCode(e.target.value), setPageNumber(1))} sx={{ minWidth: 160 }} slotProps={allShown}>
          <MenuItem value="">{t('athletes.filters.all')}</MenuItem>
          {events.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('athletes.filters.year')} value={year} onChange={(e) => (setYear(e.target.value), setPageNumber(1))} sx={{ minWidth: 120 }} slotProps={allShown}>
          <MenuItem value="">{t('athletes.filters.all')}</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label={t('athletes.profile.marks')}
        rows={rows}
        rowId={(m) => m.id}
        columns={[
          column<Mark>(t, 'date', (m) => formatDate(m.date)),
          column<Mark>(t, 'event', (m) => m.eventName),
          column<Mark>(t, 'mark', (m) => m.mark),
          column<Mark>(t, 'wind', (m) => m.wind ?? ''),
          column<Mark>(t, 'note', (m) => markNote(t, m)),
          column<Mark>(t, 'competition', (m) => m.competitionName),
          column<Mark>(t, 'town', (m) => m.town),
        ]}
        loading={marks.isPending}
        emptyText={t('athletes.profile.noMarks')}
      />
      <Box className={NO_PRINT}>
        <Pager page={pageNumber} pageSize={MARKS_PAGE_SIZE} totalCount={marks.data?.paginationMetadata.totalCount ?? 0} pageSizes={[MARKS_PAGE_SIZE]} onPageChange={setPageNumber} onPageSizeChange={() => undefined} />
      </Box>
    </TitledSection>
  );
}
