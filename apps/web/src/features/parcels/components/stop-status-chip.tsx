import { useTranslation } from 'react-i18next';
import type { OrderStopStatus } from '@trayecto/contracts';
import { StopStatusChip as SharedStopStatusChip } from '../../../components/stop-timeline.tsx';

/** A stop's own progress: the pickup is "Recogido", a drop-off "Entregado" or "No entregado". */
export function StopStatusChip({
  role,
  status,
}: {
  role: 'pickup' | 'dropoff';
  status: OrderStopStatus;
}) {
  const { t } = useTranslation('parcels');
  return <SharedStopStatusChip status={status} label={t(`stopStatus.${role}.${status}`)} />;
}
