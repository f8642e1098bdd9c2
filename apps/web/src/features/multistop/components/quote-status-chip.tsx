import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Quote, QuoteStatus } from '@trayecto/contracts';
import { TripStatusChip } from '../../trips/api/trip-display.ts';
import { shownStatus } from '../lib/quote-state.ts';

const COLORS: Record<QuoteStatus, ChipProps['color']> = {
  waiting: 'default',
  // the company has to decide: the eye should land here
  waiting_for_approval: 'warning',
  approved: 'success',
  not_approved: 'secondary',
  expired: 'default',
  cancelled: 'secondary',
  declined: 'error',
};

/** A quote's status, or once approved its run's (the trips' chip, the trips' labels). */
export function QuoteStatusChip({
  quote,
  size = 'small',
}: {
  quote: Pick<Quote, 'status' | 'order_status'>;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('multistop');
  const shown = shownStatus(quote);
  if (shown.kind === 'trip') return <TripStatusChip status={shown.status} size={size} />;
  return (
    <Chip
      size={size}
      color={COLORS[shown.status]}
      variant={shown.status === 'waiting_for_approval' ? 'filled' : 'outlined'}
      label={t(`status.${shown.status}`)}
      data-quote-status={shown.status}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
