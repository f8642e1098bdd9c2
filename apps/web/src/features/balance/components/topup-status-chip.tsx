import Chip from '@mui/material/Chip';
import type { TopupStatus } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { TOPUP_STATUS_COLORS, topupStatusLabel } from '../lib/topup-display.ts';

/** A top-up's status with the contract's label in the interface language. */
export function TopupStatusChip({ status }: { status: TopupStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TOPUP_STATUS_COLORS[status]}
      label={topupStatusLabel(status, currentLanguage())}
      data-status={status}
    />
  );
}
