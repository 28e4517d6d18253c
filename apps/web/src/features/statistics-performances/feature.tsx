import TimelineIcon from '@mui/icons-material/Timeline';
import type { FeatureRoute, WebFeature } from '../../lib/routing';

const statisticians = ['Statistiker'] as const;
const form: FeatureRoute['screen'] = () => import('./routes/performance-form-page').then((m) => m.PerformanceFormPage);

/**
 * Performances and their checkings per best list (spec statistics.md §2.2, §2.3): the filtered list,
 * one form for new and changed performances, the checkings of one performance and new checkings.
 * The drawer entry shows to statisticians whom the root offers `performance_links`.
 */
export const statisticsPerformancesFeature: WebFeature = {
  name: 'statistics-performances',
  routes: [
    {
      name: 'performance',
      path: '/performance',
      parent: 'dashboard',
      authorize: statisticians,
      screen: () => import('./routes/performance-list-page').then((m) => m.PerformanceListPage),
    },
    { name: 'newperformance', path: '/newperformance', parent: 'performance', authorize: statisticians, screen: form },
    { name: 'updateperformance', path: '/updateperformance/:id', parent: 'performance', authorize: statisticians, screen: form },
    {
      name: 'performancechecking',
      path: '/:id/checking',
      parent: 'performance',
      authorize: statisticians,
      screen: () => import('./routes/checking-list-page').then((m) => m.CheckingListPage),
    },
    {
      name: 'newchecking',
      path: '/:perfId/newchecking',
      parent: 'performance',
      authorize: statisticians,
      screen: () => import('./routes/new-checking-page').then((m) => m.NewCheckingPage),
    },
  ],
  drawer: [
    {
      key: 'statisticsPerformances',
      route: 'performance',
      label: 'drawer.performances',
      icon: <TimelineIcon />,
      group: 'drawer.statistics',
      audience: 'signedIn',
      roles: statisticians,
      rel: 'performance_links',
    },
  ],
};
