import TimelineIcon from '@mui/icons-material/Timeline';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

const statisticians = ['Statistiker'] as const;
const form: FeatureRoute['screen'] = () => import('./routes/performance-form-page').then((m) => m.PerformanceFormPage);

/**
 * Performances and their checkings per best list (spec statistics.md §2.2, §2.3): the filtered list,
 * one form for new and changed performances, the checkings of one performance and new checkings.
 * The drawer entry shows to statisticians whom the root offers `performance_links`.
 */
export const statisticsPerformancesFeature: WebFeature = {
  name: 'statistics-performances',
  texts: ['statistics'],
  routes: screenTable(statisticians, {
    ...listWithForm('performance', 'performance', () => import('./routes/performance-list-page').then((m) => m.PerformanceListPage), form),
    performancechecking: ['/:id/checking', 'performance', () => import('./routes/checking-list-page').then((m) => m.CheckingListPage)],
    newchecking: ['/:perfId/newchecking', 'performance', () => import('./routes/new-checking-page').then((m) => m.NewCheckingPage)],
  }),
  drawer: [
    { key: 'statisticsPerformances', position: 90, route: 'performance', label: 'drawer.performances', icon: <TimelineIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: statisticians, rel: 'performance_links' },
  ],
};
