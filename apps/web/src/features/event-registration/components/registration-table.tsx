import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/Mail';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, type EventRegistration } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { peopleText } from './people-format';

export interface RegistrationTableProps {
  rows: readonly EventRegistration[];
  loading: boolean;
  onEdit: (row: EventRegistration) => void;
  onDelete: (row: EventRegistration) => void;
  onAttendees: (row: EventRegistration) => void;
  onMail: (row: EventRegistration) => void;
  footer?: ReactNode;
}

/**
 * The events (spec §2.5): actions, name, date, town, country and people as (max/current). Each
 * action is enabled exactly when the row carries its link; the sign-up page is public.
 */
export function RegistrationTable({ rows, loading, onEdit, onDelete, onAttendees, onMail, footer }: RegistrationTableProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.fields' });
  const columns: DataTableColumn<EventRegistration>[] = [
    { id: 'name', label: field('name'), minWidth: 180, render: (row) => row.name },
    { id: 'eventDate', label: field('eventDate'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.eventDate)}</span> },
    { id: 'city', label: field('city'), render: (row) => row.city },
    { id: 'country', label: field('country'), render: (row) => row.country },
    { id: 'people', label: field('people'), render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{peopleText(t, row)}</span> },
  ];
  return (
    <DataTable
      label={t('eventRegistration.list.tableLabel')}
      rows={rows}
      columns={columns}
      rowId={(row) => row.id}
      rowLabel={(row) => row.name}
      loading={loading}
      actions={(row) => (
        <>
          <IconAction label={t('eventRegistration.list.edit', { name: row.name })} icon={<EditIcon />} disabled={!linkOf(row, 'update_event_reg')} onClick={() => onEdit(row)} />
          <IconAction label={t('eventRegistration.list.delete', { name: row.name })} icon={<DeleteIcon />} disabled={!linkOf(row, 'delete_event_reg')} onClick={() => onDelete(row)} />
          <IconAction label={t('eventRegistration.list.attendees', { name: row.name })} icon={<GroupIcon />} disabled={!linkOf(row, 'get_attendees')} onClick={() => onAttendees(row)} />
          <IconAction label={t('eventRegistration.list.mail', { name: row.name })} icon={<MailIcon />} disabled={!linkOf(row, 'inform_attendees')} onClick={() => onMail(row)} />
          <IconAction
            label={t('eventRegistration.list.openPublic', { name: row.name })}
            icon={<OpenInNewIcon />}
            onClick={() => window.open(pathTo('publicevent', { guid: row.guid }), '_blank', 'noopener')}
          />
        </>
      )}
      footer={footer}
    />
  );
}
