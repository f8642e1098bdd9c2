import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BalanceForecast } from '@trayecto/contracts';
import { forecastOutlook } from '../../lib/forecast-display.ts';
import { Usd } from '../usd.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.05rem' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The forecast in words: how long the balance lasts at the current pace (in the warning colour
 * while the balance is low), the average daily spend and what scheduled trips hold.
 */
export function ForecastFigures({ forecast }: { forecast: BalanceForecast }) {
  const { t } = useTranslation('balance');
  const outlook = forecastOutlook(forecast);
  const headline =
    outlook.kind === 'days'
      ? t('forecast.lasts', { count: outlook.days })
      : outlook.kind === 'beyond'
        ? t('forecast.beyond', { count: outlook.horizon })
        : outlook.kind === 'none'
          ? t('forecast.none')
          : t('forecast.noSpend');
  return (
    <Stack spacing={2}>
      <Box>
        <Typography
          component="p"
          data-outlook={outlook.kind}
          sx={(th) => ({
            fontWeight: 700,
            fontSize: '1.25rem',
            lineHeight: 1.35,
            color: forecast.low
              ? th.palette.warning[th.palette.mode === 'dark' ? 'light' : 'dark']
              : th.palette.text.primary,
          })}
        >
          {headline}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {outlook.kind === 'noSpend' ? t('forecast.noSpendText') : t('forecast.pace')}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}
      >
        <Figure label={t('forecast.dailySpend')}>
          <Usd value={forecast.daily_spend} />
        </Figure>
        <Figure label={t('forecast.scheduled')}>
          <Usd value={forecast.scheduled} />
        </Figure>
      </Box>
    </Stack>
  );
}
