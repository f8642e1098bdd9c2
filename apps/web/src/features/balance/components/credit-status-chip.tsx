import Chip from '@mui/material/Chip';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import type { CreditStatus } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { CREDIT_STATUS_COLORS, creditStatusLabel } from '../lib/credit-display.ts';

/** A credit's status in the contract's words; an expired one stands out (filled, with an icon). */
export function CreditStatusChip({ status }: { status: CreditStatus }) {
  const expired = status === 'expired';
  return (
    <Chip
      size="small"
      variant={expired ? 'filled' : 'outlined'}
      color={CREDIT_STATUS_COLORS[status]}
      label={creditStatusLabel(status, currentLanguage())}
      {...(expired ? { icon: <ErrorOutlineRounded aria-hidden /> } : {})}
      data-status={status}
    />
  );
}
