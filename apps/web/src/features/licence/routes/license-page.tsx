import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { licenserRoles } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSession } from '../../../session/session';
import { LoadingDialog } from '../../../components/ui/loading-dialog';
import { api } from '../../../lib/api-client';
import type { licenceApi } from '@portal/domain';
import { saveBlob } from '../../../lib/download';

/** Spec §9: the licence file's name. */
export const LICENSE_FILE_NAME = 'PROGRAM.VRS';


/** /license: downloads the licence file of the current organisation (spec §2). */
export function LicensePage() {
  const { t } = useTranslation();
  const { organizationId, organizations, hasRole } = useSession();
  // Approvers may open the page (spec §2), but only licensers get the file (PRODUCT §2).
  const licenser = hasRole(...licenserRoles);
  const [busy, setBusy] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const organization = organizations.find((o) => o.value === organizationId)?.text ?? '';

  const download = async () => {
    if (organizationId === null) return;
    setBusy(true);
    setDownloaded(false);
    try {
      const response = await api.call<Response>('license' satisfies (typeof licenceApi.license)['rel'], { params: { organizationId }, raw: true });
      saveBlob(await response.blob(), LICENSE_FILE_NAME);
      setDownloaded(true);
    } catch {
      // The page frame shows the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame help={t('license.help')} title={t('license.title')}>
      <Typography sx={{ mb: 3 }}>{t('license.explanation', { organization })}</Typography>
      {licenser ? (
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy || organizationId === null}>
          {t('license.licenseButton')}
        </Button>
      ) : (
        <Alert severity="info">{t('license.notLicenser', { organization })}</Alert>
      )}
      {downloaded && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {t('license.downloaded')}
        </Alert>
      )}
      <LoadingDialog open={busy} text={t('license.spinner')} />
    </PageFrame>
  );
}
