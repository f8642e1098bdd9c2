import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStopStatus } from '@trayecto/contracts';

const COLORS: Record<OrderStopStatus, ChipProps['color']> = {
  pending: 'default',
  arrived: 'info',
  completed: 'success',
  failed: 'error',
};

/** A stop's own progress: the pickup is "Recogido", a drop-off "Entregado" or "No entregado". */
export function StopStatusChip({
  role,
  status,
}: {
  role: 'pickup' | 'dropoff';
  status: OrderStopStatus;
}) {
  const { t } = useTranslation('parcels');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      label={t(`stopStatus.${role}.${status}`)}
      data-stop-status={status}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
