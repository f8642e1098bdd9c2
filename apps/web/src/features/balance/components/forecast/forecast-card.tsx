import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { formatUsd, type BalanceForecast } from '@trayecto/contracts';
import type { Notify } from '../../../../components/use-toast.tsx';
import { WithUserText } from '../../../../components/user-text.tsx';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { useForecast, useMoneyAlerts } from '../../api/money-watch-queries.ts';
import { dayLabel, lowReason } from '../../lib/forecast-display.ts';
import { DialogSuspense, lazyDialog, useDialogState } from '../lazy-dialog.tsx';
import { AlertsSummary } from './alerts-summary.tsx';
import { FORECAST_CHART_HEIGHT } from './forecast-chart-height.ts';
import { ForecastFigures } from './forecast-figures.tsx';

type ChartProps = { forecast: BalanceForecast };

/** The chart's chunk could not be fetched (offline, a new deployment): say so in its place. */
function ChartUnavailable(_: ChartProps) {
  const { t } = useTranslation('balance');
  return (
    <Typography color="text.secondary" variant="body2" sx={{ py: 4, textAlign: 'center' }}>
      {t('forecast.chartError')}
    </Typography>
  );
}

// @mui/x-charts is a chunk of its own: fetched while the forecast is asked for, not with the page
let chartChunk: Promise<ComponentType<ChartProps>> | null = null;
const loadChart = () =>
  (chartChunk ??= import('./forecast-chart.tsx').then(
    (m) => m.ForecastChart,
    () => {
      chartChunk = null;
      return ChartUnavailable;
    },
  ));
const ForecastChart = lazy(() => loadChart().then((c) => ({ default: c })));

const alertsDialog = lazyDialog(() => import('./alerts-dialog.tsx').then((m) => m.AlertsDialog));

/**
 * "Pronóstico del saldo": how long the balance lasts at the pace of the last 30 days and the
 * scheduled trips, the projection over the horizon (threshold drawn), a warning while the balance
 * is low, and the alerts' settings in words; "Alertas" edits them (the money write permission).
 */
export function ForecastCard({ notify, onTopup }: { notify: Notify; onTopup?: () => void }) {
  const { t, i18n } = useTranslation('balance');
  const forecast = useForecast();
  const alerts = useMoneyAlerts();
  const canWrite = useCan('write', 'money');
  const dialog = useDialogState();
  const data = forecast.data;
  useEffect(() => void loadChart(), []);

  const last = data?.points.at(-1);
  const chartLabel =
    data && last
      ? t('forecast.chartLabel', {
          today: formatUsd(data.points[0]!.balance),
          end: formatUsd(last.balance),
          date: dayLabel(last.date, i18n.language, true),
        })
      : '';

  let body;
  if (!data && forecast.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void forecast.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('forecast.error', { message: apiErrorText(t, forecast.error) })}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Stack aria-hidden direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Skeleton width="85%" sx={{ fontSize: '1.4rem' }} />
          <Skeleton width="50%" />
          <Skeleton width="70%" sx={{ mt: 2 }} />
        </Stack>
        <Skeleton variant="rounded" height={FORECAST_CHART_HEIGHT} sx={{ flex: 2 }} />
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {data.low && (
          <Alert
            severity="warning"
            action={
              onTopup && (
                <Button color="inherit" size="small" onClick={onTopup} aria-haspopup="dialog">
                  {t('topup.open')}
                </Button>
              )
            }
          >
            {lowReason(data) === 'threshold' ? (
              <WithUserText>
                {(isolate) =>
                  t('forecast.lowThreshold', { amount: isolate(formatUsd(data.threshold ?? 0)) })
                }
              </WithUserText>
            ) : (
              t('forecast.lowSoon')
            )}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            gridTemplateAreas: {
              xs: '"figures" "chart" "alerts"',
              md: '"figures chart" "alerts chart"',
            },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'figures' }}>
            <ForecastFigures forecast={data} />
          </Box>
          <Box
            sx={{ gridArea: 'chart', minWidth: 0 }}
            role={chartLabel ? 'img' : undefined}
            aria-label={chartLabel || undefined}
          >
            <Suspense
              fallback={<Skeleton variant="rounded" height={FORECAST_CHART_HEIGHT} aria-hidden />}
            >
              <ForecastChart forecast={data} />
            </Suspense>
          </Box>
          <Box sx={{ gridArea: 'alerts' }}>
            <AlertsSummary
              settings={alerts.data}
              error={alerts.error}
              onRetry={() => void alerts.refetch()}
              readOnly={!canWrite}
            />
          </Box>
        </Box>
      </Stack>
    );
  }

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="balance-forecast-title"
      aria-busy={forecast.isPending || undefined}
      data-low={data?.low ?? undefined}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        borderColor: data?.low ? 'warning.main' : undefined,
      }}
    >
      <Stack spacing={2.5}>
        {/* gap, not spacing: the icon is hidden on a phone and leaves no margin behind */}
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Box
            aria-hidden
            sx={(th) => ({
              width: 44,
              height: 44,
              borderRadius: 2.5,
              display: { xs: 'none', sm: 'grid' },
              placeItems: 'center',
              flexShrink: 0,
              color: th.palette.info.main,
              bgcolor: alpha(th.palette.info.main, th.palette.mode === 'dark' ? 0.2 : 0.12),
            })}
          >
            <InsightsOutlined />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id="balance-forecast-title"
              variant="h6"
              component="h2"
              sx={{ fontSize: '1.05rem', fontWeight: 600 }}
            >
              {t('forecast.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('forecast.subtitle')}
            </Typography>
          </Box>
          {canWrite && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<NotificationsOutlined />}
              onClick={() => dialog.show({})}
              disabled={!alerts.data}
              aria-haspopup="dialog"
              {...alertsDialog.preloadProps}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('alerts.open')}
            </Button>
          )}
        </Stack>
        {body}
      </Stack>
      {dialog.mounted && alerts.data && (
        <DialogSuspense label={t('dialogs.loading')}>
          <alertsDialog.Component
            key={dialog.serial}
            open={dialog.isOpen}
            onClose={dialog.hide}
            settings={alerts.data}
            onSaved={() => {
              dialog.hide();
              notify('success', t('alerts.saved'));
            }}
          />
        </DialogSuspense>
      )}
    </Card>
  );
}
