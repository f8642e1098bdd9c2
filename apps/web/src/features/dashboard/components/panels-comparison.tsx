import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import RtlProvider from '@mui/system/RtlProvider';
import { useTheme } from '@mui/material/styles';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import { formatNumber, formatUsd, type PanelRow } from '@trayecto/contracts';
import { usePanelsSummary } from '../../panels/api/panels-queries.ts';

// The master dashboard's comparison of its panels (issue 10): this month's spend, trips or
// parcels per panel, one bar each. Loaded lazily (with MUI X Charts) only for a master, so the
// normal dashboard's chunk does not carry it.

type Metric = 'spend' | 'trips' | 'parcels';
const METRICS: Metric[] = ['spend', 'trips', 'parcels'];
const BAR_ROW = 44;

const valueOf = (panel: PanelRow, metric: Metric) =>
  metric === 'spend' ? panel.month.spend : panel.month[metric];
const format = (metric: Metric, value: number) =>
  metric === 'spend' ? formatUsd(value) : formatNumber(value);
const shorten = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;

export function PanelsComparison() {
  const { t } = useTranslation('panels');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rtl = theme.direction === 'rtl';
  const [metric, setMetric] = useState<Metric>('spend');
  const summary = usePanelsSummary();
  const panels = useMemo(() => summary.data?.panels ?? [], [summary.data]);
  const values = useMemo(() => panels.map((p) => valueOf(p, metric)), [panels, metric]);
  const empty = panels.length > 0 && panels.every((p) => METRICS.every((m) => valueOf(p, m) === 0));
  const titleId = 'dashboard-panels-comparison-title';

  let body;
  if (summary.isPending) {
    body = <Skeleton variant="rounded" height={180} />;
  } else if (summary.isError) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
            {t('chart.retry')}
          </Button>
        }
      >
        {t('chart.error', { message: summary.error.message })}
      </Alert>
    );
  } else if (panels.length === 0 || empty) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} role="status">
        {panels.length === 0 ? (
          <AccountTreeOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
        ) : (
          <InsertChartOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {panels.length === 0 ? t('chart.noPanels') : t('chart.emptyTitle')}
        </Typography>
        {panels.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
            {t('chart.emptyText')}
          </Typography>
        )}
      </Stack>
    );
  } else {
    body = (
      // Drawn left to right in every language; right to left, the bars grow from the right edge
      // and the panels' names sit on the right, as the page reads.
      <RtlProvider value={false}>
        <Box component="figure" dir="ltr" aria-label={t('chart.label')} sx={{ m: 0 }}>
          <BarChart
            layout="horizontal"
            height={panels.length * BAR_ROW + 56}
            dataset={panels.map((p, i) => ({ name: p.name, value: values[i] ?? 0 }))}
            yAxis={[
              {
                scaleType: 'band',
                dataKey: 'name',
                width: narrow ? 104 : 180,
                position: rtl ? 'right' : 'left',
                // the panels' names are user data: each keeps its own direction
                tickLabelStyle: { fontSize: 12, unicodeBidi: 'plaintext' },
                valueFormatter: (name: string, context) =>
                  context.location === 'tick' ? shorten(name, narrow ? 14 : 24) : name,
              },
            ]}
            xAxis={[
              {
                reverse: rtl,
                tickMinStep: metric === 'spend' ? undefined : 1,
                tickLabelStyle: { fontSize: 11 },
                valueFormatter: (value: number) => format(metric, value),
              },
            ]}
            series={[
              {
                id: metric,
                dataKey: 'value',
                label: t(`chart.${metric}`),
                color:
                  metric === 'spend'
                    ? theme.palette.warning.main
                    : metric === 'trips'
                      ? theme.palette.primary.main
                      : theme.palette.info.main,
                valueFormatter: (value: number | null) => format(metric, value ?? 0),
              },
            ]}
            hideLegend
            grid={{ vertical: true }}
            borderRadius={4}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          />
        </Box>
      </RtlProvider>
    );
  }

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            {t('chart.title')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={metric}
              onChange={(_, v: Metric | null) => v && setMetric(v)}
              aria-label={t('chart.metric')}
            >
              {METRICS.map((m) => (
                <ToggleButton key={m} value={m}>
                  {t(`chart.${m}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button component={RouterLink} to="/corporate_panels" size="small">
              {t('chart.viewAll')}
            </Button>
          </Stack>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}
