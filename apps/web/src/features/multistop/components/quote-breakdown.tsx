import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatBs,
  formatNumber,
  formatRate,
  formatUsd,
  toBolivares,
  type Quote,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { Ltr } from '../../trips/api/trip-display.ts';

/**
 * The desk's price, line by line: each leg (from → to, km, min, fare), the fee per stop times
 * the stops, the total in dollars and in bolívares at the rate of the day it was priced (the
 * rate said), and once the run ended served what it was charged (a skipped stop's fee is not:
 * the charge may be less than the price approved).
 */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation('multistop');
  const lang = currentLanguage();
  if (quote.total === null || !quote.legs) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('breakdown.pending')}
      </Typography>
    );
  }
  const stopName = (index: number) =>
    index === 0 ? t('detail.origin') : t('detail.stop', { number: index });
  const km = (value: number) => formatNumber(value, lang, 1);
  const min = (value: number) => formatNumber(Math.max(1, Math.round(value)), lang);
  const stops = Math.max(0, quote.stops.length - 1);
  const rate = quote.exchange_rate;
  return (
    <Stack spacing={1.25} component="dl" sx={{ m: 0 }} aria-label={t('breakdown.title')}>
      {quote.legs.map((leg) => (
        <Line
          key={`${leg.from}-${leg.to}`}
          label={t('history.route', { from: stopName(leg.from), to: stopName(leg.to) })}
          note={<Ltr>{`${km(leg.distance_km)} km · ${min(leg.duration_min)} min`}</Ltr>}
          amount={formatUsd(leg.fare)}
          kind="leg"
        />
      ))}
      {quote.stop_fee !== null && quote.fee !== null && (
        <Line
          label={t('breakdown.fee')}
          note={<Ltr>{`${formatUsd(quote.stop_fee)} × ${formatNumber(stops, lang)}`}</Ltr>}
          amount={formatUsd(quote.fee)}
          kind="fee"
        />
      )}
      <Divider flexItem />
      <Line label={t('breakdown.total')} amount={formatUsd(quote.total)} strong kind="total" />
      {rate !== null && (
        <Line
          label={t('breakdown.totalBs')}
          note={t('breakdown.rate', { rate: `\u2066${formatRate(rate)}\u2069` })}
          amount={formatBs(toBolivares(quote.total, rate))}
          kind="total-bs"
        />
      )}
      {rate === null && (
        <Typography variant="caption" color="text.secondary">
          {t('breakdown.noRate')}
        </Typography>
      )}
      {quote.distance_km !== null && quote.duration_min !== null && (
        <Typography variant="caption" color="text.secondary">
          {t('breakdown.trip')}{' '}
          <Ltr>{`${km(quote.distance_km)} km · ${min(quote.duration_min)} min`}</Ltr>
        </Typography>
      )}
      {quote.final_fare !== null && (
        <>
          <Divider flexItem />
          <Line
            label={t('breakdown.finalFare')}
            note={t('breakdown.finalNote')}
            amount={formatUsd(quote.final_fare)}
            strong
            kind="final"
          />
        </>
      )}
    </Stack>
  );
}

function Line({
  label,
  note,
  amount,
  strong,
  kind,
}: {
  label: string;
  note?: ReactNode;
  amount: string;
  strong?: boolean;
  kind: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-charge={kind}>
      <Stack component="dt" sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
          {label}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </Stack>
      <Typography
        component="dd"
        dir="ltr"
        variant="body2"
        sx={{
          m: 0,
          fontWeight: strong ? 700 : 500,
          unicodeBidi: 'isolate',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {amount}
      </Typography>
    </Stack>
  );
}
