import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import { formatNumber, formatUsd } from '@trayecto/contracts';
import { BackButton } from '../../../components/detail-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { exportPanelOperationsCsv } from '../api/panels-api.ts';
import { refreshAfterTransfer, usePanel, usePanelOperations } from '../api/panels-queries.ts';
import { Amount } from '../components/amount.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { MovementsList } from '../components/movements-list.tsx';
import { PanelId } from '../components/panel-id.tsx';
import { PanelStatusChip } from '../components/status-chip.tsx';
import { TransferDialog } from '../components/transfer-dialog.tsx';
import { useCsvExport } from '../hooks/use-csv-export.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { monthName } from '@trayecto/contracts/format';

const ltr = (text: string) => `\u2066${text}\u2069`;

/** /corporate_panel/{id} (master only): a panel's figures, history and payments, and transfers. */
export function Component() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('panels');
  const session = useSessionStore(
    useShallow((s) => ({ name: s.name ?? '', timezone: s.timezone })),
  );
  const query = usePanel(id);
  const data = query.data;
  const [moreHistory, setMoreHistory] = useState(false);
  const history = usePanelOperations(id, data?.panel.operations_next_cursor ?? null, moreHistory);
  const [transferring, setTransferring] = useState(false);
  // moving money between the panels is a write on the money (issue 13)
  const canTransfer = useCan('write', 'money');
  // each opening mounts a fresh dialog, with its own Idempotency-Key
  const [serial, setSerial] = useState(0);
  const { notify, toast: notice } = useToast();
  const { exporting, run } = useCsvExport((text) => notify('error', text));
  const operations = useMemo(
    () => [
      ...(data?.panel.operations ?? []),
      ...(moreHistory ? (history.data?.pages.flatMap((p) => p.operations) ?? []) : []),
    ],
    [data, history.data, moreHistory],
  );
  const hasMoreHistory = moreHistory
    ? (history.hasNextPage ?? false)
    : Boolean(data?.panel.operations_next_cursor);

  const back = (
    <Box>
      <BackButton to="/corporate_panels">{t('actions.back')}</BackButton>
    </Box>
  );

  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <StatusPage
        code="404"
        icon={<SearchOffOutlined />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFound')}
        actions={
          <Button variant="contained" component={RouterLink} to="/corporate_panels">
            {t('actions.back')}
          </Button>
        }
      />
    );
  }

  if (!data) {
    return (
      <Stack spacing={2.5}>
        {back}
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('detail.loadError', { message: query.error.message })}
          </Alert>
        ) : (
          <Stack spacing={2.5} aria-busy role="status" aria-label={t('detail.loading')}>
            <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
            <Grid container spacing={2}>
              {Array.from({ length: 4 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Skeleton variant="rounded" height={128} />
                </Grid>
              ))}
            </Grid>
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
      </Stack>
    );
  }

  const { panel, master, month } = data;
  const openTransfer = () => {
    setSerial((n) => n + 1);
    setTransferring(true);
  };

  return (
    <Stack spacing={3}>
      {back}
      <PageHeader
        title={<UserText>{panel.name}</UserText>}
        subtitle={
          <>
            {t('list.panelId')} <PanelId>{panel.unique_id}</PanelId>
            {' · '}
            <UserText sx={{ overflowWrap: 'anywhere' }}>{panel.email}</UserText>
          </>
        }
        action={
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <PanelStatusChip status={panel.status} />
            {canTransfer && (
              <Button
                variant="contained"
                startIcon={<SwapHorizRounded />}
                onClick={openTransfer}
                sx={{ flexGrow: { xs: 1, sm: 0 } }}
              >
                {t('actions.transfer')}
              </Button>
            )}
          </Stack>
        }
      />

      {query.isError && (
        <Alert severity="warning">{t('detail.stale', { message: query.error.message })}</Alert>
      )}

      <Grid container spacing={2} component="section" aria-label={t('detail.figures')}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            tone="warning"
            icon={<AccountBalanceWalletOutlined />}
            label={t('detail.wallet')}
            // the ledger balance, as the newest row of the history below ends; what running
            // orders hold of it is said beside it, not taken off silently
            value={<Amount value={panel.balance} variant="inherit" />}
            caption={
              panel.holds > 0
                ? t('detail.heldAndOverdraft', {
                    held: ltr(formatUsd(panel.holds)),
                    amount: ltr(formatUsd(panel.overdraft)),
                  })
                : t('detail.overdraft', { amount: ltr(formatUsd(panel.overdraft)) })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            tone="primary"
            icon={<SavingsOutlined />}
            label={t('detail.takeable')}
            value={<Amount value={panel.takeable} variant="inherit" />}
            caption={t('detail.takeableHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            tone="info"
            icon={<InsightsOutlined />}
            label={t('detail.spend', { month: monthName(month.start_date, i18n.language) })}
            value={<Amount value={panel.month.spend} variant="inherit" />}
            caption={t('detail.monthOrders', {
              trips: ltr(formatNumber(panel.month.trips)),
              parcels: ltr(formatNumber(panel.month.parcels)),
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <FigureCard
            tone="success"
            icon={<GroupsOutlined />}
            label={t('detail.collaborators')}
            value={<bdi dir="ltr">{formatNumber(panel.active_collaborators)}</bdi>}
            caption={t('detail.collaboratorsHint')}
          />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <MovementsList
            id="panel-history"
            title={t('detail.history')}
            subtitle={t('detail.historySubtitle')}
            movements={operations}
            timezone={session.timezone}
            empty={t('detail.historyEmpty')}
            action={
              <Button
                size="small"
                variant="outlined"
                startIcon={
                  exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
                }
                disabled={exporting || operations.length === 0}
                onClick={() =>
                  void run(
                    () => exportPanelOperationsCsv(panel._id),
                    `movimientos-${panel.unique_id}`,
                  )
                }
              >
                {t('actions.export')}
              </Button>
            }
            footer={
              <LoadMore
                show={hasMoreHistory}
                busy={history.isFetching}
                error={moreHistory && history.isError ? t('detail.historyMoreError') : null}
                label={t('actions.loadMore')}
                onClick={() => {
                  if (!moreHistory) setMoreHistory(true);
                  else void history.fetchNextPage();
                }}
              />
            }
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <MovementsList
            id="panel-payments"
            title={t('detail.payments')}
            subtitle={t('detail.paymentsSubtitle')}
            movements={panel.payments}
            timezone={session.timezone}
            empty={t('detail.paymentsEmpty')}
          />
        </Grid>
      </Grid>

      <Typography variant="body2" color="text.secondary">
        {t('detail.masterFunds', { amount: ltr(formatUsd(master.available)) })}
      </Typography>

      <TransferDialog
        key={serial}
        open={transferring}
        panel={panel}
        master={master}
        masterName={session.name}
        onClose={() => setTransferring(false)}
        onDone={(_, text) => {
          setTransferring(false);
          notify('success', text);
          void refreshAfterTransfer();
        }}
      />
      {notice}
    </Stack>
  );
}

function LoadMore({
  show,
  busy,
  error,
  label,
  onClick,
}: {
  show: boolean;
  busy: boolean;
  error: string | null;
  label: string;
  onClick: () => void;
}): ReactNode {
  if (!show && !error) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', p: 2, mt: 'auto' }}>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
      {show && (
        <Button
          onClick={onClick}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {label}
        </Button>
      )}
    </Stack>
  );
}
