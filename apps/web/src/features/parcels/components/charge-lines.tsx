import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, isFinalTripStatus, type Parcel } from '@trayecto/contracts';
import { dropoffsOf } from '../lib/live-parcels.ts';

/**
 * The money of a parcel: while it runs, the estimate held; once finished, the charge line by line
 * (the fare driven, a return fee per failed drop-off) and the total.
 */
export function ChargeLines({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('parcels');
  const finished = parcel.final_fare !== null;
  if (!finished) {
    const released = isFinalTripStatus(parcel.status);
    return (
      <Stack spacing={1} component="dl" sx={{ m: 0 }} aria-label={t('charge.title')}>
        <Line label={t('charge.held')} amount={parcel.estimated_fare} strong={!released} />
        <Typography variant="caption" color="text.secondary">
          {released ? t('charge.released') : t('charge.heldNote')}
        </Typography>
      </Stack>
    );
  }
  const numbers = new Map(dropoffsOf(parcel).map((s, i) => [s.index, i + 1]));
  return (
    <Stack spacing={1} component="dl" sx={{ m: 0 }} aria-label={t('charge.title')}>
      {parcel.charge_lines.map((line, i) => (
        <Line
          key={i}
          kind={line.kind}
          label={
            line.kind === 'fare'
              ? t('charge.fare')
              : t('charge.returnFee', { number: numbers.get(line.stop_index ?? -1) ?? '' })
          }
          amount={line.amount}
        />
      ))}
      <Divider flexItem />
      <Line label={t('charge.total')} amount={parcel.final_fare ?? 0} strong kind="total" />
      <Line label={t('charge.estimated')} amount={parcel.estimated_fare} muted />
    </Stack>
  );
}

function Line({
  label,
  amount,
  strong,
  muted,
  kind,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  muted?: boolean;
  kind?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-charge={kind}>
      <Typography
        component="dt"
        variant="body2"
        color={muted ? 'text.secondary' : undefined}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        dir="ltr"
        variant="body2"
        color={muted ? 'text.secondary' : undefined}
        sx={{
          m: 0,
          fontWeight: strong ? 700 : 500,
          unicodeBidi: 'isolate',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatUsd(amount)}
      </Typography>
    </Stack>
  );
}
