import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CreditStatus } from '@trayecto/contracts/credits';
import { currentLanguage } from '../../../lib/api-client.ts';
import { creditStatusLabel } from '../lib/credits.ts';

// Apart from status-chip.tsx: the contracts' credits module it needs stays out of the chunks of
// the other console lists.

const CREDIT_COLORS: Record<CreditStatus, ChipProps['color']> = {
  waiting: 'warning',
  active: 'info',
  expired: 'error',
  paid: 'success',
  not_approved: 'default',
  reverted: 'default',
};

/** A credit's status in the contracts' words; an expired one stands out (filled). */
export function CreditStatusChip({ status }: { status: CreditStatus }) {
  // re-rendered when the language changes
  useTranslation('console');
  return (
    <Chip
      size="small"
      variant={status === 'expired' ? 'filled' : 'outlined'}
      color={CREDIT_COLORS[status]}
      label={creditStatusLabel(status, currentLanguage())}
      data-status={status}
    />
  );
}
