import { EventRegistrationLimits } from '@portal/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { EventRegistration } from '@portal/domain';
import { ListPageFrame } from '../../../components/layout/list-page-frame';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { useStoredList } from '../../../lib/use-stored-list';
import { pathTo } from '../../../lib/routing';
import { registrationListQueryOptions, useDeleteRegistration } from '../api/registration-queries';
import { AttendeesDialog } from '../components/attendees-dialog';
import { InformDialog } from '../components/inform-dialog';
import { REGISTRATION_LIST_KEY } from '../components/list-state';
import { defaultSearchListState, searchListQuery } from '../../../lib/search-list';
import { SearchFilter } from '../../../components/ui/search-filter';
import { RegistrationTable } from '../components/registration-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

/** Page buttons of the pager, as the other lists of the portal show them. */
const PAGE_BUTTONS = 7;

/**
 * /eventregistration: the events of the organisations the user manages (spec §2.5) with free-text
 * search, server paging and the row actions edit, delete (after a confirmation), attendees with
 * their download, and a mail to the attendees; search and page survive a reload.
 */
export function RegistrationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, search, success, list, pager } = useStoredList(REGISTRATION_LIST_KEY, defaultSearchListState, searchListQuery, registrationListQueryOptions);
  const rows = list.data?.entities ?? [];
  const remove = useDeleteRegistration();
  const deletion = useConfirmedDelete(remove, (registration: EventRegistration) => linkOf(registration, 'delete_event_reg'), () => success.show('eventRegistration.list.deleted'));
  const deleting = deletion.target;
  const [viewing, setViewing] = useState<EventRegistration | null>(null);
  const [mailing, setMailing] = useState<EventRegistration | null>(null);
  // Spec §2.5: the message-sent alert closes after 5 seconds (SuccessAlert's time).
  const [sentTo, setSentTo] = useState<number | null>(null);
  const closeSent = useCallback(() => setSentTo(null), []);
  const mailLink = mailing ? linkOf(mailing, 'inform_attendees') : undefined;


  return (
    <ListPageFrame title={t('eventRegistration.list.title')} help={t('eventRegistration.list.help')} success={success} notices={<SuccessAlert message={sentTo === null ? null : t('eventRegistration.mailDialog.sent', { count: sentTo })} onClose={closeSent} />} create={{ to: pathTo('neweventregistration'), label: t('eventRegistration.list.newRegistration'), allowed: Boolean(linkOf(list.data, 'new_event_reg')) }}>
      <SearchFilter id="event-registration-filter-text" label={t('eventRegistration.list.search')} hint={t('eventRegistration.list.searchHint')} maxLength={EventRegistrationLimits.search} value={state.freetextSearch} onSearch={(freetextSearch) => search({ freetextSearch })} />
      <RegistrationTable
        rows={rows}
        loading={list.isFetching}
        onEdit={(row) => void navigate(pathTo('updateeventregistration', { eGuid: row.guid }))}
        onDelete={deletion.ask}
        onAttendees={setViewing}
        onMail={(row) => {
          setSentTo(null);
          setMailing(row);
        }}
        footer={<Pager {...pager} pageButtons={PAGE_BUTTONS} />}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('eventRegistration.list.deleteTitle')}
        message={deleting ? t('eventRegistration.list.deleteMessage', { name: deleting.name, count: deleting.currentPeople }) : ''}
        confirmLabel={t('eventRegistration.list.deleteConfirm')}
        destructive
      />
      {viewing && <AttendeesDialog registration={viewing} onClose={() => setViewing(null)} />}
      {mailing && mailLink && (
        <InformDialog
          registration={mailing}
          link={mailLink}
          onClose={() => setMailing(null)}
          onSent={(count) => {
            setMailing(null);
            setSentTo(count);
          }}
        />
      )}
    </ListPageFrame>
  );
}
