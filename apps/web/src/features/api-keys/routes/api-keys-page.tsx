import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import { API_KEY_NAME_MAX, apiKeyInputSchema, type ApiKey, type CreatedApiKey } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { RelativeTime, formatDateTime } from '../../../components/ui/relative-time';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { ApiError } from '../../../lib/api-client';
import { translateFieldError } from '../../../lib/form-errors';
import { linkOf } from '../../../lib/links';
import { apiKeysQueryOptions, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

/** The name field's message: the schema's catalogue key, or what the server said about `Name`. */
function nameError(name: string, t: TFunction): string | null {
  const parsed = apiKeyInputSchema.safeParse({ name });
  if (parsed.success) return null;
  return translateFieldError(t, parsed.error.issues[0].message, { max: API_KEY_NAME_MAX }) ?? null;
}

/** The dialog for a new key: its name first, then the key, once, to be copied. */
function NewKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const error = serverError ?? (touched ? nameError(name, t) : null);

  const close = () => {
    setName('');
    setTouched(false);
    setServerError(null);
    setCreated(null);
    setCopied(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (nameError(name, t)) return;
    create.mutate(
      { name },
      {
        onSuccess: (key) => setCreated(key),
        onError: (e) => setServerError(e instanceof ApiError ? (e.body?.errors?.Name?.[0] ?? e.message) : String(e)),
      },
    );
  };
  const copy = () => {
    if (!created) return;
    void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
  };

  return (
    // Once the key is shown, only the button closes the dialog: a stray click must not lose it.
    <Dialog open={open} onClose={created || create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{created ? t('apiKeys.created') : t('apiKeys.newKey')}</DialogTitle>
      <DialogContent>
        {created ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('apiKeys.shownOnce')}
            </Alert>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1 }}>
              <TextField
                label={t('apiKeys.key')}
                value={created.key}
                fullWidth
                slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } }, htmlInput: { 'data-testid': 'created-key' } }}
                onFocus={(e) => e.target.select()}
              />
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            </Box>
          </>
        ) : (
          <TextField
            autoFocus
            margin="dense"
            name="name"
            label={t('apiKeys.name')}
            required
            fullWidth
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit();
            }}
            error={Boolean(error)}
            helperText={error ?? t('apiKeys.nameHint')}
          />
        )}
      </DialogContent>
      {created ? (
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {t('common.close')}
          </Button>
        </DialogActions>
      ) : (
        <DialogButtons label={t('common.create')} onConfirm={submit} onCancel={close} busy={create.isPending} />
      )}
    </Dialog>
  );
}

/** /apikeys: the federation's keys for meeting software — listed, created (the key shown once), revoked. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const query = useQuery(apiKeysQueryOptions());
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const clearMessage = useCallback(() => setMessage(null), []);
  const keys = query.data?.entities ?? [];
  const mayCreate = query.data?.links.some((l) => l.rel === 'new_api_key') ?? false;

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke, {
      onSuccess: () => setMessage(t('apiKeys.revoked')),
      onSettled: () => setToRevoke(null),
    });
  };

  return (
    <PageFrame
      title={t('apiKeys.title')}
      actions={
        mayCreate && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('apiKeys.newKey')}
          </Button>
        )
      }
    >
      <SuccessAlert message={message} onClose={clearMessage} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('apiKeys.intro')}
      </Typography>
      <DataTable<ApiKey>
        label={t('apiKeys.title')}
        rows={keys}
        rowId={(k) => k.id}
        loading={query.isLoading}
        emptyText={t('apiKeys.empty')}
        actions={(k) =>
          linkOf(k, 'revoke') ? <IconAction label={t('common.actionOn', { action: t('apiKeys.revoke'), name: k.name })} icon={<BlockIcon />} onClick={() => setToRevoke(k)} /> : null
        }
        columns={[
          { id: 'name', label: t('apiKeys.name'), render: (k) => k.name },
          { id: 'prefix', label: t('apiKeys.prefix'), render: (k) => <Box component="code" sx={{ fontFamily: 'monospace' }}>{`${k.keyPrefix}…`}</Box> },
          { id: 'createdAt', label: t('apiKeys.createdAt'), render: (k) => formatDateTime(k.createdAt) },
          { id: 'createdBy', label: t('apiKeys.createdBy'), render: (k) => k.createdBy ?? '' },
          { id: 'lastUsedAt', label: t('apiKeys.lastUsedAt'), render: (k) => (k.lastUsedAt ? <RelativeTime value={k.lastUsedAt} /> : t('apiKeys.never')) },
          { id: 'state', label: t('apiKeys.state'), render: (k) => (k.revokedAt ? t('apiKeys.revokedAt', { date: formatDateTime(k.revokedAt) }) : t('apiKeys.active')) },
        ]}
      />
      <NewKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('apiKeys.revokeTitle')}
        message={t('apiKeys.revokeText', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('apiKeys.revoke')}
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setToRevoke(null)}
      />
    </PageFrame>
  );
}
