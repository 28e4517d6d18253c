import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { FeatureRoute, WebFeature } from '../../lib/routing';

const admins = ['ManualBestlistAdmin'] as const;
type Screen = FeatureRoute['screen'];
const listForm: Screen = () => import('./routes/manual-bestlist-form-page').then((m) => m.ManualBestlistFormPage);
const performanceForm: Screen = () => import('./routes/manual-performance-form-page').then((m) => m.ManualPerformanceFormPage);

/**
 * Manual best lists (spec statistics.md §2.7): the lists, one form for new and changed lists, a
 * list's performances and one form for new and changed performances; and their public pages, open
 * to everyone. The back-office entry shows to manual best list admins whom the root offers
 * `manual_bestlist_links`; the public one to visitors.
 */
export const manualBestlistsFeature: WebFeature = {
  name: 'manual-bestlists',
  routes: [
    {
      name: 'manualbestlists',
      path: '/manualbestlists',
      parent: 'dashboard',
      authorize: admins,
      screen: () => import('./routes/manual-bestlist-list-page').then((m) => m.ManualBestlistListPage),
    },
    { name: 'newmanualbestlist', path: '/newmanualbestlist', parent: 'manualbestlists', authorize: admins, screen: listForm },
    { name: 'updatemanualbestlist', path: '/updatemanualbestlist/:id', parent: 'manualbestlists', authorize: admins, screen: listForm },
    {
      name: 'manualbestlistperformances',
      path: '/manualbestlistperformances/:id',
      parent: 'manualbestlists',
      authorize: admins,
      screen: () => import('./routes/manual-performance-list-page').then((m) => m.ManualPerformanceListPage),
    },
    { name: 'newmanualbestlistperformance', path: '/newmanualbestlistperformance/:manualBestlistId', parent: 'manualbestlistperformances', authorize: admins, screen: performanceForm },
    { name: 'updatemanualbestlistperformance', path: '/updatemanualbestlistperformance/:id', parent: 'manualbestlistperformances', authorize: admins, screen: performanceForm },
    {
      name: 'publicmanualbestlists',
      path: '/public/manualbestlists',
      parent: 'dashboard',
      screen: () => import('./routes/public-manual-bestlists-page').then((m) => m.PublicManualBestlistsPage),
    },
    {
      name: 'publicmanualbestlist',
      path: '/public/manualbestlists/:id',
      parent: 'publicmanualbestlists',
      screen: () => import('./routes/public-manual-bestlist-page').then((m) => m.PublicManualBestlistPage),
    },
  ],
  drawer: [
    {
      key: 'manualBestLists',
      route: 'manualbestlists',
      label: 'drawer.manualBestLists',
      icon: <HistoryEduIcon />,
      group: 'drawer.statistics',
      audience: 'signedIn',
      roles: admins,
      rel: 'manual_bestlist_links',
    },
    { key: 'publicManualBestLists', route: 'publicmanualbestlists', label: 'drawer.publicManualBestLists', icon: <MilitaryTechIcon />, audience: 'anonymous' },
  ],
};
