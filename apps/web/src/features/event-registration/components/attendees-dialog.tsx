import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, SIGN_UP_CONFIRMATION_HOURS, type Attendee, type EventRegistration } from '@portal/domain';
import { linkOf } from '../../../lib/links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconAction } from '../../../components/ui/icon-action';
import { attendeesQueryOptions, useRemoveAttendee } from '../api/registration-queries';
import { downloadLink } from '../../../lib/download';

/** The attendees' columns, each a key under `eventRegistration.attendeesDialog.columns`. */
const COLUMNS = ['name', 'email', 'club', 'yearOfBirth', 'createdAt', 'status'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** `DD.MM.YYYY HH:mm` in the browser's time. */
const moment = (iso: string) => {
  const d = new Date(iso);
  return `${formatDay(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The people signed up for an event, each marked confirmed or unconfirmed (an unconfirmed sign-up
 * lapses after 48 hours and receives no messages), the download of the list as an Excel file, and
 * the removal of an attendee after a question (it cannot be undone and mails a confirmed attendee).
 */
export function AttendeesDialog({ registration, onClose }: { registration: EventRegistration; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const attendees = useQuery(attendeesQueryOptions(linkOf(registration, 'get_attendees')));
  const exportLink = linkOf(registration, 'export_attendees');
  const [downloading, setDownloading] = useState(false);
  const removal = useRemoveAttendee();
  const [removing, setRemoving] = useState<Attendee | null>(null);
  const [removed, setRemoved] = useState(false);
  const nameOf = (a: Attendee) => `${a.firstName} ${a.lastName}`;
  const confirmRemove = () => {
    const link = removing && linkOf(removing, 'remove_attendee');
    if (!link) return;
    setRemoved(false);
    removal.mutate(link, { onSuccess: () => setRemoved(true), onSettled: () => setRemoving(null) });
  };
  const rows = attendees.data ?? [];
  const { t: column } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.attendeesDialog.columns' });
  const download = () => {
    if (!exportLink) return;
    setDownloading(true);
    void downloadLink(exportLink, 'attendees.xlsx')
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('eventRegistration.attendeesDialog.title', { name: registration.name })}</DialogTitle>
      <DialogContent>
        {attendees.isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {removal.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {removal.error.message}
          </Alert>
        )}
        {removed && (
          <Alert severity="success" sx={{ mb: 1 }} onClose={() => setRemoved(false)}>
            {t('eventRegistration.attendeesDialog.removed')}
          </Alert>
        )}
        {attendees.isSuccess && rows.length === 0 && <Alert severity="info">{t('eventRegistration.attendeesDialog.empty')}</Alert>}
        {rows.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('eventRegistration.attendeesDialog.count', { count: rows.length })}
            </Typography>
            {rows.some((a) => !a.confirmed) && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {t('eventRegistration.attendeesDialog.unconfirmedHint', { hours: SIGN_UP_CONFIRMATION_HOURS })}
              </Alert>
            )}
            <TableContainer>
              <Table size="small" aria-label={t('eventRegistration.attendeesDialog.tableLabel')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((key) => (
                      <TableCell key={key}>{column(key)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell>{`${a.lastName}, ${a.firstName}`}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.email}</TableCell>
                      <TableCell>{a.club ?? ''}</TableCell>
                      <TableCell>{a.yearOfBirth}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(a.createdAt)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={a.confirmed ? 'success' : 'warning'}
                          label={t(`eventRegistration.attendeesDialog.${a.confirmed ? 'confirmed' : 'unconfirmed'}`)}
                        />
                      </TableCell>
                      <TableCell padding="none">
                        <IconAction
                          label={t('eventRegistration.attendeesDialog.remove', { name: nameOf(a) })}
                          icon={<PersonRemoveIcon />}
                          disabled={!linkOf(a, 'remove_attendee')}
                          onClick={() => setRemoving(a)}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={!exportLink || downloading || rows.length === 0}>
          {t('eventRegistration.attendeesDialog.download')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('eventRegistration.attendeesDialog.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={t('eventRegistration.attendeesDialog.removeTitle')}
        message={removing ? t('eventRegistration.attendeesDialog.removeMessage', { name: nameOf(removing) }) : ''}
        confirmLabel={t('eventRegistration.attendeesDialog.removeConfirm')}
        destructive
        busy={removal.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Dialog>
  );
}
