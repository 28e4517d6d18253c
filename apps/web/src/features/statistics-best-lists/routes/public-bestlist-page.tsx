import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import type { PublicBestList } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage, NotFoundPage } from '../../../components/layout/page-states';
import { Pager } from '../../../components/ui/pager';
import type { TextKey } from '../../../lib/i18n';
import { pathTo } from '../../../lib/routing';
import { publicBestListQueryOptions, publicRankingQueryOptions } from '../api/public-queries';
import { NO_PRINT, PRINT_ONLY, PrintStyles } from '../../../components/ui/print-styles';
import { isLoading } from '../../../lib/query-state';
import { publicPageSizes, rankingQueryOf, searchOfSelection, selectionFromSearch, type PublicSelection } from '../components/public-selection';
import { PublicSelectors } from '../components/public-selectors';
import { RankingTable } from '../components/ranking-table';
import { useListId } from '../components/wizard-data';

/** The environment's text by its number: indoor 0, outdoor 1, all 2. */
const environmentTexts = ['statistics.bestlists.environment.0', 'statistics.bestlists.environment.1', 'statistics.bestlists.environment.2'] as const satisfies readonly TextKey[];

/**
 * /bestlists/:id, open to everyone (PRODUCT §5): the ranking of a best list for one event and
 * class, season and environment, best per athlete or all marks, with the wind-assisted marks apart.
 * The selection lives in the URL query, so a link shows the same ranking; the page prints without
 * the app's frame.
 */
export function PublicBestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useListId();
  const list = useQuery(publicBestListQueryOptions(id));
  const back = <Button onClick={() => void navigate(pathTo('publicbestlists'))}>{t('statistics.public.toOverview')}</Button>;
  const title = t('statistics.public.overview.title');
  if (isLoading(list)) return <LoadingPage title={title} />;
  if (!list.data) return <NotFoundPage title={title} message={t('statistics.public.notFound')} back={pathTo('publicbestlists')} backLabel={t('statistics.public.toOverview')} />;
  return <Ranking list={list.data} back={back} />;
}

function Ranking({ list, back }: { list: PublicBestList; back: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const selection = useMemo(() => selectionFromSearch(search, list), [search, list]);
  const ranking = useQuery(publicRankingQueryOptions(list.id, selection ? rankingQueryOf(selection) : null));
  const data = ranking.data;
  const definition = selection ? list.definitions.find((d) => d.eventCode === selection.eventCode && d.classCode === selection.classCode) : undefined;
  const shownYear = selection?.year ?? data?.year ?? list.currentYear;
  const shownEnvironment = selection?.environment ?? data?.environment ?? definition?.environment ?? 1;
  const entries = data?.entities ?? [];
  const assisted = data?.windAssistedEntities ?? [];
  // Indoors and for events without a reading the column would stay empty.
  const wind = entries.some((e) => e.bestWind !== null);
  const eventName = list.events.find((e) => e.code === selection?.eventCode)?.name ?? '';
  const className = list.classes.find((c) => c.code === selection?.classCode)?.name ?? '';
  const heading = t('statistics.public.heading', { event: eventName, class: className, year: shownYear, environment: t(environmentTexts[shownEnvironment]) });
  const subtitle = [list.masterOrganizationName, list.regionalRestrictionName].filter(Boolean).join(' – ');

  const change = (next: Partial<PublicSelection>) => {
    if (!selection) return;
    // A new selection starts at page 1; only paging keeps the rest.
    setSearch(searchOfSelection({ ...selection, pageNumber: 1, ...next }), { replace: true });
  };

  return (
    <PageFrame title={list.name} help={t('statistics.public.help')}>
      <PrintStyles />
      <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {subtitle}
      </Typography>
      {!selection ? (
        <Alert severity="info">{t('statistics.public.noDefinitions')}</Alert>
      ) : (
        <>
          <PublicSelectors list={list} selection={selection} shownYear={shownYear} shownEnvironment={shownEnvironment} onChange={change} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {heading}
            </Typography>
            <Button className={NO_PRINT} variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('statistics.public.print')}
            </Button>
          </Box>
          <Typography className={PRINT_ONLY} variant="body2" sx={{ mb: 1 }}>
            {t(selection.bestOnly ? 'statistics.public.bestOnlyLine' : 'statistics.public.allMarksLine')}
          </Typography>
          <Box className={NO_PRINT} sx={{ height: 4 }}>
            {ranking.isFetching && <LinearProgress aria-label={t('app.loading')} />}
          </Box>
          <RankingTable label={heading} entries={entries} ranked wind={wind} emptyText={ranking.isPending ? t('app.loading') : t('statistics.public.empty')} />
          <Box className={NO_PRINT}>
            <Pager
              page={data?.paginationMetadata.currentPage ?? selection.pageNumber}
              pageSize={selection.pageSize}
              totalCount={data?.paginationMetadata.totalCount ?? 0}
              pageSizes={publicPageSizes}
              onPageChange={(pageNumber) => change({ pageNumber })}
              onPageSizeChange={(pageSize) => change({ pageSize })}
            />
          </Box>
          {assisted.length > 0 && (
            <Box component="section" aria-labelledby="wind-assisted" sx={{ mt: 3 }}>
              <Typography id="wind-assisted" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('statistics.public.windAssisted')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('statistics.public.windAssistedHint')}
              </Typography>
              <RankingTable label={t('statistics.public.windAssisted')} entries={assisted} ranked={false} wind dense />
            </Box>
          )}
        </>
      )}
      <ActionRow className={NO_PRINT}>{back}</ActionRow>
    </PageFrame>
  );
}
