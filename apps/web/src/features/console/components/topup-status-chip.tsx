import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TopupStatus } from '@trayecto/contracts/topups';
import { currentLanguage } from '../../../lib/api-client.ts';
import { topupStatusLabel } from '../lib/topups.ts';

// Apart from status-chip.tsx: the contracts' top-up module it needs stays out of the chunks of
// the other console lists.

const TOPUP_COLORS: Record<TopupStatus, ChipProps['color']> = {
  verifying: 'info',
  waiting: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** A top-up's status: verifying, waiting, approved or rejected, in the contracts' words. */
export function TopupStatusChip({ status }: { status: TopupStatus }) {
  // re-rendered when the language changes
  useTranslation('console');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TOPUP_COLORS[status]}
      label={topupStatusLabel(status, currentLanguage())}
      data-status={status}
    />
  );
}
