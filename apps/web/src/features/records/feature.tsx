import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

const recordAdmins = ['RecordAdmin'] as const;
type Screen = FeatureRoute['screen'];
const setForm: Screen = () => import('./routes/record-set-form-page').then((m) => m.RecordSetFormPage);
const recordForm: Screen = () => import('./routes/record-form-page').then((m) => m.RecordFormPage);

/**
 * Record sets and records (spec statistics.md §2.6): the sets, one form for new and changed sets,
 * a set's records with its record candidates, one form for new and changed records; and the public
 * records page (PRODUCT §2), open to everyone. The back-office entry shows to record admins whom
 * the root offers `recordset_links`; the public one to visitors whom the root offers `public_records`.
 */
export const recordsFeature: WebFeature = {
  name: 'records',
  texts: ['records', 'statistics'],
  routes: [
    ...screenTable(recordAdmins, {
      ...listWithForm('recordsets', 'recordset', () => import('./routes/record-set-list-page').then((m) => m.RecordSetListPage), setForm),
      records: ['/records/:id', 'recordsets', () => import('./routes/record-list-page').then((m) => m.RecordListPage)],
      // Back from a record goes to its set's records (the form's own button); the route's parent has no id to fill.
      newrecord: ['/newrecord/:setId', 'recordsets', recordForm],
      updaterecord: ['/updaterecord/:id', 'recordsets', recordForm],
    }),
    ...screenTable(undefined, {
      publicrecords: ['/public/records', 'dashboard', () => import('./routes/public-records-page').then((m) => m.PublicRecordsPage)],
    }),
  ],
  drawer: [
    { key: 'recordSets', position: 130, route: 'recordsets', label: 'drawer.recordSets', icon: <EmojiEventsIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: recordAdmins, rel: 'recordset_links' },
    { key: 'publicRecords', position: 131, route: 'publicrecords', label: 'drawer.publicRecords', icon: <MilitaryTechIcon />, audience: 'anonymous', rel: 'public_records' },
  ],
};
