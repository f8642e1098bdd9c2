import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import RtlProvider from '@mui/system/RtlProvider';
import { useTheme } from '@mui/material/styles';
import { formatUsd, type BalanceForecast } from '@trayecto/contracts';
import { chartDomain, compactUsd, dayLabel, tickStep } from '../../lib/forecast-display.ts';
import { FORECAST_CHART_HEIGHT } from './forecast-chart-height.ts';

/**
 * The projected balance, day by day over the horizon (a chunk of its own, fetched after the
 * page's first paint), the threshold as a dashed line when there is one. Drawn left to right in
 * every language; in a right-to-left page the days are listed from the last one (so today sits on
 * the right, as the dashboard's chart does) and the amounts sit on the right.
 */
export function ForecastChart({ forecast }: { forecast: BalanceForecast }) {
  const { t, i18n } = useTranslation('balance');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rtl = theme.direction === 'rtl';
  const lang = i18n.language;
  const { points, threshold, low } = forecast;
  // each point's index in `points`, in the order drawn left to right
  const days = useMemo(() => {
    const order = points.map((_, i) => i);
    return rtl ? order.reverse() : order;
  }, [points, rtl]);
  const balances = useMemo(() => days.map((i) => points[i]!.balance), [days, points]);
  const domain = chartDomain(balances, threshold);
  const step = tickStep(narrow);
  const line = low ? theme.palette.warning.main : theme.palette.primary.main;

  return (
    <RtlProvider value={false}>
      <Box dir="ltr" sx={{ height: FORECAST_CHART_HEIGHT }}>
        <LineChart
          height={FORECAST_CHART_HEIGHT}
          xAxis={[
            {
              scaleType: 'point',
              data: days,
              // Arabic fonts are taller: without room the day labels are ellipsized away
              height: 36,
              tickLabelStyle: { fontSize: 11 },
              tickInterval: (day: number) => day % step === 0,
              valueFormatter: (day: number, context) =>
                dayLabel(points[day]?.date ?? '', lang, context.location === 'tooltip'),
            },
          ]}
          yAxis={[
            {
              min: domain.min,
              max: domain.max,
              width: 52,
              position: rtl ? 'right' : 'left',
              tickLabelStyle: { fontSize: 11 },
              valueFormatter: (v: number, context: { location: string }) =>
                context.location === 'tooltip' ? formatUsd(v) : compactUsd(v),
            },
          ]}
          series={[
            {
              id: 'balance',
              label: t('forecast.series'),
              data: balances,
              color: line,
              area: true,
              showMark: false,
              valueFormatter: (v) => (v === null ? '' : formatUsd(v)),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
          // room for the last day's label, at the far end of the axis
          margin={{ top: 12, right: rtl ? 4 : 22, bottom: 4, left: rtl ? 22 : 4 }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.14 } }}
        >
          <ChartsReferenceLine y={0} lineStyle={{ stroke: theme.palette.text.disabled }} />
          {threshold !== null && (
            <ChartsReferenceLine
              y={threshold}
              label={t('forecast.thresholdLine', { amount: formatUsd(threshold) })}
              labelAlign={rtl ? 'start' : 'end'}
              lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '6 4' }}
              labelStyle={{ fill: theme.palette.error.main, fontSize: 11 }}
            />
          )}
        </LineChart>
      </Box>
    </RtlProvider>
  );
}
