import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { Checking } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { IconAction } from '../../../components/ui/icon-action';
import { Pager } from '../../../components/ui/pager';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { checkingsQueryOptions, useToggleChecking } from '../api/performance-queries';
import { useHistoryBack } from '../components/use-history-back';
import { CheckingStatusChip } from '../components/status-chips';

/** Spec §9: the checking table starts with 10 rows a page and shows at most 50. */
const CHECKING_PAGE_SIZES = [10, 25, 50] as const;

/**
 * /:id/checking: the checkings of one performance, one per best list it counts for (spec §2.2).
 * Each row's rejection is toggled through its `reject` or `restore` link; new checkings are
 * offered when the list carries `new_checking`. Back goes one step back in the browser history.
 */
export function CheckingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useHistoryBack(pathTo('performance'));
  const { id: idParam } = useParams();
  const perfId = Number(idParam);
  const checkings = useQuery(checkingsQueryOptions(perfId));
  const toggle = useToggleChecking();
  const success = useSuccessMessage();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CHECKING_PAGE_SIZES[0]);

  const performance = checkings.data?.performance;
  const title = performance
    ? t('statistics.checkings.list.title', {
        event: performance.eventShortNational,
        class: performance.classShort,
        result: performance.bestResultString,
        name: performance.competitorFullName,
      })
    : t('statistics.checkings.list.titleLoading');
  const entities = checkings.data?.entities ?? [];
  const lastPage = Math.max(1, Math.ceil(entities.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  const rows = entities.slice((shownPage - 1) * pageSize, shownPage * pageSize);
  const newChecking = linkOf(checkings.data, 'new_checking');

  const columns: DataTableColumn<Checking>[] = [
    { id: 'name', label: t('statistics.checkings.fields.list'), minWidth: 180, render: (row) => row.name },
    { id: 'restriction', label: t('statistics.checkings.fields.regionalRestriction'), render: (row) => row.regionalRestrictionName ?? t('statistics.checkings.list.wholeFederation') },
    { id: 'status', label: t('statistics.checkings.fields.status'), render: (row) => <CheckingStatusChip status={row.status} label={row.statusLocalized} /> },
  ];

  return (
    <PageFrame
      title={title}
      help={t('statistics.checkings.list.help')}
      actions={<Button onClick={back}>{t('common.back')}</Button>}
    >
      <SuccessAlert message={success.message} onClose={success.close} />
      {!checkings.data && !checkings.isPending ? (
        <Alert severity="info">{t('statistics.checkings.list.notFound')}</Alert>
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!newChecking}
              onClick={() => void navigate(pathTo('newchecking', { perfId }))}
            >
              {t('statistics.checkings.list.newChecking')}
            </Button>
          </Box>
          <DataTable
            label={t('statistics.checkings.list.tableLabel')}
            rows={rows}
            columns={columns}
            rowId={(row) => row.perfListId}
            loading={checkings.isFetching}
            emptyText={t('statistics.checkings.list.noLists')}
            actions={(row) => {
              const reject = linkOf(row, 'reject');
              const restore = linkOf(row, 'restore');
              const link = reject ?? restore;
              return (
                <IconAction
                  label={t(reject ? 'statistics.checkings.list.reject' : 'statistics.checkings.list.restore', { name: row.name })}
                  icon={reject || !restore ? <BlockIcon /> : <RestoreIcon />}
                  color={reject ? 'error' : 'success'}
                  disabled={!link || toggle.isPending}
                  onClick={() =>
                    link &&
                    toggle.mutate(
                      { link, body: { status: row.status, perfId: row.perfId, perfListId: row.perfListId } },
                      { onSuccess: () => success.show(reject ? 'statistics.checkings.list.rejected' : 'statistics.checkings.list.restored') },
                    )
                  }
                />
              );
            }}
            footer={
              <Pager
                page={shownPage}
                pageSize={pageSize}
                totalCount={entities.length}
                pageSizes={CHECKING_PAGE_SIZES}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            }
          />
        </>
      )}
    </PageFrame>
  );
}
