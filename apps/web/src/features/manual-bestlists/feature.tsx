import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

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
  texts: ['manual-bestlists', 'statistics'],
  routes: [
    ...screenTable(admins, {
      ...listWithForm('manualbestlists', 'manualbestlist', () => import('./routes/manual-bestlist-list-page').then((m) => m.ManualBestlistListPage), listForm),
      manualbestlistperformances: ['/manualbestlistperformances/:id', 'manualbestlists', () => import('./routes/manual-performance-list-page').then((m) => m.ManualPerformanceListPage)],
      newmanualbestlistperformance: ['/newmanualbestlistperformance/:manualBestlistId', 'manualbestlistperformances', performanceForm],
      updatemanualbestlistperformance: ['/updatemanualbestlistperformance/:id', 'manualbestlistperformances', performanceForm],
    }),
    ...screenTable(undefined, {
      publicmanualbestlists: ['/public/manualbestlists', 'dashboard', () => import('./routes/public-manual-bestlists-page').then((m) => m.PublicManualBestlistsPage)],
      publicmanualbestlist: ['/public/manualbestlists/:id', 'publicmanualbestlists', () => import('./routes/public-manual-bestlist-page').then((m) => m.PublicManualBestlistPage)],
    }),
  ],
  drawer: [
    { key: 'manualBestLists', position: 140, route: 'manualbestlists', label: 'drawer.manualBestLists', icon: <HistoryEduIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: admins, rel: 'manual_bestlist_links' },
    { key: 'publicManualBestLists', position: 141, route: 'publicmanualbestlists', label: 'drawer.publicManualBestLists', icon: <MilitaryTechIcon />, audience: 'anonymous' },
  ],
};
