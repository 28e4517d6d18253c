import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../components/ui/page-loading';
import { SendActions } from '../../../components/ui/action-row';
import { PageFrame } from '../../../components/layout/page-frame';
import { ApiError } from '../../../lib/api-client';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { isLoading } from '../../../lib/query-state';
import { checkingsQueryOptions, useCreateCheckings } from '../api/performance-queries';
import { useHistoryBack } from '../components/use-history-back';
import { FormBox } from '../../../components/ui/form-box';
import '../../../lib/form-texts';

/**
 * /:perfId/newchecking: new not-decided checkings of one performance (spec §2.2, §5): the
 * performance read-only and a multi-select of the best lists it counts for (required; the only one
 * is chosen by itself). Create, then back.
 */
export function NewCheckingPage() {
  const { t } = useTranslation();
  const { perfId: idParam } = useParams();
  const perfId = Number(idParam);
  const back = useHistoryBack(Number.isInteger(perfId) && perfId > 0 ? pathTo('performancechecking', { id: perfId }) : pathTo('performance'));
  const checkings = useQuery(checkingsQueryOptions(perfId));
  const create = useCreateCheckings();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const options = (checkings.data?.entities ?? []).map((c) => ({
    value: c.perfListId,
    text: c.regionalRestrictionName ? `${c.name} (${c.regionalRestrictionName})` : c.name,
  }));
  // Until the user picks, a single list counts as chosen.
  const selected = picked ?? (options.length === 1 ? [options[0].value] : []);
  const link = linkOf(checkings.data, 'new_checking');
  const performance = checkings.data?.performance;
  const title = t('statistics.checkings.new.title');
  const error = serverError ?? (submitted && selected.length === 0 ? t('validation.errorPerformanceListRequired') : null);

  const submit = () => {
    setSubmitted(true);
    if (!link || !performance || selected.length === 0) return;
    setServerError(null);
    create.mutate(
      { link, body: { performanceId: performance.id, performanceListIds: selected } },
      {
        onSuccess: back,
        onError: (e) => {
          if (e instanceof ApiError && e.status === 422) {
            const messages = e.fieldErrors.PerformanceListIds ?? e.fieldErrors.PerformanceId;
            if (messages?.length) setServerError(messages.join(' '));
          }
        },
      },
    );
  };

  if (isLoading(checkings)) {
    return (
      <PageFrame title={title}>
        <PageLoading />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={title}
      help={t('statistics.checkings.new.help')}
      actions={<SendActions back={back} form="new-checking-form" label={t('common.create')} disabled={!link || create.isPending} />}
    >
      {!performance ? (
        <Alert severity="info">{t('statistics.checkings.list.notFound')}</Alert>
      ) : (
        <FormBox id="new-checking-form" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
          {!link && <Alert severity="info">{t('statistics.checkings.new.noLists')}</Alert>}
          <TextField
            id="new-checking-performance"
            label={t('statistics.checkings.fields.performance')}
            value={t('statistics.checkings.new.performance', {
              event: performance.eventShortNational,
              class: performance.classShort,
              result: performance.bestResultString,
              name: performance.competitorFullName,
            })}
            required
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            select
            id="new-checking-lists"
            name="performanceListIds"
            label={t('statistics.checkings.fields.lists')}
            value={selected}
            required
            disabled={!link}
            error={Boolean(error)}
            helperText={error ?? undefined}
            onChange={(e) => {
              const value = e.target.value as unknown as (number | string)[] | string;
              setPicked((typeof value === 'string' ? value.split(',') : value).map(Number));
              setServerError(null);
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (value) => (value as number[]).map((v) => options.find((o) => o.value === v)?.text ?? '').join(', '),
              },
            }}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.text}
              </MenuItem>
            ))}
          </TextField>
        </FormBox>
      )}
    </PageFrame>
  );
}
