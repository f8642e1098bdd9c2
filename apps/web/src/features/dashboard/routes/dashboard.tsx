import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { formatNumber, formatDateTime, formatUsd } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { DailyChart } from '../components/daily-chart.tsx';
import { PanelsTable } from '../components/panels-table.tsx';
import { monthSummary } from '../lib/month-summary.ts';
import { StatCard } from '../components/stat-card.tsx';
import { useDashboard } from '../hooks/use-dashboard.ts';

// A master's comparison of its panels: a chunk of its own (with the panels' queries), fetched only
// when a master's dashboard shows it; the normal dashboard's chunk does not grow.
const PanelsComparison = lazy(() =>
  import('../components/panels-comparison.tsx').then(
    (m) => ({ default: m.PanelsComparison }),
    () => ({ default: ComparisonUnavailable }),
  ),
);

// "Dinero del mes" (money in and out of the wallet): a small chunk of its own, so the
// dashboard's first figures do not wait for it.
const MoneyFlowsCard = lazy(() =>
  import('../components/money-flows-card.tsx').then(
    (m) => ({ default: m.MoneyFlowsCard }),
    () => ({ default: MoneyFlowsUnavailable }),
  ),
);

function MoneyFlowsUnavailable() {
  const { t } = useTranslation('dashboard');
  return (
    <Alert severity="warning" variant="outlined">
      {t('money.unavailable')}
    </Alert>
  );
}

function ComparisonUnavailable() {
  const { t } = useTranslation('dashboard');
  return (
    <Alert severity="warning" variant="outlined">
      {t('errors:unknown')}
    </Alert>
  );
}

/** Amounts and names keep their own direction inside right-to-left sentences. */
const ltr = (text: string) => `\u2066${text}\u2069`;
const isolate = (text: string) => `\u2068${text}\u2069`;

/** /dashboards ("Principal"): the month's figures, cached for five minutes. */
export function Component() {
  const { t, i18n } = useTranslation('dashboard');
  const session = useSessionStore(
    useShallow((s) => ({
      name: s.name,
      wallet: s.wallet,
      overdraft: s.overdraft,
      shipments: s.is_active_shipments,
      timezone: s.timezone,
    })),
  );
  const { range, master, dashboard, collaborators, panels, refresh, refreshing, updatedAt } =
    useDashboard();
  // issue 13: booking is a write on trips; the wallet's flows are the money's to read
  const canBook = useCan('write', 'trips');
  const canSeeMoney = useCan('read', 'money');
  const data = dashboard.data;
  // served, cancelled or driverless, and spend apart: one total would count a cancel as a trip
  const trips = monthSummary(data?.details.trips);
  const shipments = monthSummary(data?.details.shipments);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <div>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {t('title')}
          </Typography>
          <Typography color="text.secondary">
            {session.name ? t('welcome', { name: isolate(session.name) }) : t('subtitle')}
          </Typography>
        </div>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
            // on a phone the time stands on its own line and the buttons wrap, never overflow
            flexWrap: 'wrap',
          }}
        >
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            aria-live="polite"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {updatedAt
              ? t('updatedAt', {
                  time: formatDateTime(new Date(updatedAt), i18n.language, session.timezone),
                })
              : refreshing
                ? t('loading')
                : ''}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => void refresh()}
            disabled={refreshing}
            startIcon={
              refreshing ? <CircularProgress size={16} aria-hidden /> : <RefreshOutlined />
            }
            sx={{ flexShrink: 0 }}
          >
            {t('refresh')}
          </Button>
          {!master && canBook && (
            <Button
              variant="contained"
              component={RouterLink}
              to="/running_trips?request=1"
              startIcon={<AddRounded />}
              sx={{ flexShrink: 0 }}
            >
              {t('trips:request.open')}
            </Button>
          )}
        </Stack>
      </Stack>

      {dashboard.isError && (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('error', { message: dashboard.error.message })}
        </Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: session.shipments ? 3 : 4 }}>
          <StatCard
            tone="primary"
            icon={<DirectionsCarOutlined />}
            label={t('cards.tripsServed')}
            value={data ? formatNumber(trips.served) : '—'}
            caption={
              data
                ? t('cards.unserved', {
                    count: trips.unserved,
                    amount: ltr(formatUsd(trips.spent)),
                  })
                : t('cards.thisMonth')
            }
            loading={dashboard.isPending}
          />
        </Grid>
        {session.shipments && (
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              tone="info"
              icon={<Inventory2Outlined />}
              label={t('cards.shipmentsServed')}
              value={data ? formatNumber(shipments.served) : '—'}
              caption={
                data
                  ? t('cards.unserved', {
                      count: shipments.unserved,
                      amount: ltr(formatUsd(shipments.spent)),
                    })
                  : t('cards.thisMonth')
              }
              loading={dashboard.isPending}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, lg: session.shipments ? 3 : 4 }}>
          <StatCard
            tone="success"
            icon={<GroupsOutlined />}
            label={t('cards.collaborators')}
            value={formatNumber(collaborators.data ?? 0)}
            caption={t('cards.activeCollaborators')}
            loading={collaborators.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: session.shipments ? 3 : 4 }}>
          <StatCard
            tone="warning"
            icon={<AccountBalanceWalletOutlined />}
            label={t('cards.wallet')}
            value={formatUsd(session.wallet)}
            caption={t('cards.overdraft', { amount: ltr(formatUsd(session.overdraft)) })}
          />
        </Grid>
      </Grid>

      {canSeeMoney && (
        <Suspense fallback={<Skeleton variant="rounded" height={180} sx={{ borderRadius: 3 }} />}>
          <MoneyFlowsCard />
        </Suspense>
      )}

      <DailyChart
        data={data}
        range={range}
        shipments={session.shipments}
        loading={dashboard.isPending}
        failed={dashboard.isError}
      />

      {master && canSeeMoney && (
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
          <PanelsComparison />
        </Suspense>
      )}

      {master && canSeeMoney && (
        <PanelsTable rows={panels.data} loading={panels.isPending} timezone={session.timezone} />
      )}
    </Stack>
  );
}
