import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TripStatus } from '@trayecto/contracts';
import { statusColor } from '../lib/status.ts';

/** A trip status with its SPEC §4 label in the interface language. */
export function TripStatusChip({
  status,
  size = 'small',
}: {
  status: TripStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('trips');
  return (
    <Chip
      size={size}
      color={statusColor(status)}
      variant={status === 'completed' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
