import type { ChipProps } from '@mui/material/Chip';
import type { TripStatus } from '@trayecto/contracts';

/** The car colour on the map for a running status (see components/map/car-icon.ts). */
export function carTone(status: TripStatus): 'waiting' | 'active' | 'onboard' | 'scheduled' {
  switch (status) {
    case 'scheduled':
      return 'scheduled';
    case 'waiting':
      return 'waiting';
    case 'started':
      return 'onboard';
    default:
      return 'active';
  }
}

export function statusColor(status: TripStatus): ChipProps['color'] {
  switch (status) {
    case 'waiting':
      return 'warning';
    case 'accepted':
    case 'coming':
      return 'info';
    case 'arrived':
    case 'driver_waiting':
      return 'primary';
    case 'started':
    case 'completed':
      return 'success';
    case 'partially_completed':
      return 'success';
    case 'no_driver':
    case 'cancelled_by_provider':
      return 'error';
    case 'cancelled':
    case 'cancelled_by_user':
      return 'secondary';
    default:
      return 'default';
  }
}
