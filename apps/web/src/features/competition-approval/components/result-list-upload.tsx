import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Link, RoadRaceResultsAnswer } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { useUploadResultList } from '../api/approval-mutations';

/**
 * The timing company's result list for the finisher form: uploaded through `upload_results`, its
 * counts handed to `onCounts` to fill the form, which the organiser then checks and sends. The
 * server's refusal of the file (no table, no header, too large) is shown here.
 */
export function ResultListUpload({ link, onCounts }: { link: Link; onCounts: (answer: RoadRaceResultsAnswer) => void }) {
  const { t } = useTranslation();
  const upload = useUploadResultList();
  const [answer, setAnswer] = useState<RoadRaceResultsAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (file: File) => {
    setAnswer(null);
    setRefusal(null);
    upload.mutate(
      { link, file },
      {
        onSuccess: (read) => {
          setAnswer(read);
          onCounts(read);
        },
        // A `Model` message is shown by the api client; the file's own refusal belongs next to the button.
        onError: (error) => setRefusal(error instanceof ApiError ? (error.fieldErrors.File?.[0] ?? null) : null),
      },
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('approvalFinisher.uploadResultsHint')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={upload.isPending}>
        {t('approvalFinisher.uploadResults')}
        <input
          hidden
          type="file"
          accept=".xlsx,.csv"
          aria-label={t('approvalFinisher.uploadResults')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a correction.
            event.target.value = '';
            if (file) send(file);
          }}
        />
      </Button>
      {answer && (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          {t('approvalFinisher.resultsRead', { finishers: answer.finishers })}
        </Alert>
      )}
      {answer && answer.rows.errors > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('approvalFinisher.resultsRowsRefused', { count: answer.rows.errors })}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
