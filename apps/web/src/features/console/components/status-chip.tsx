import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CorporateStatusCode } from '@trayecto/contracts/console';
import type { LeadStatusCode } from '@trayecto/contracts/leads';

const COMPANY_COLORS: Record<CorporateStatusCode, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  suspended: 'error',
};

const LEAD_COLORS: Record<LeadStatusCode, ChipProps['color']> = {
  new: 'info',
  contacted: 'warning',
  won: 'success',
  lost: 'default',
};

/** A company's status: pending, approved or suspended. */
export function CompanyStatusChip({ status }: { status: CorporateStatusCode }) {
  const { t } = useTranslation('console');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COMPANY_COLORS[status]}
      label={t(`companyStatus.${status}`)}
      data-status={status}
    />
  );
}

/** A lead's status: new, contacted, won or lost. */
export function LeadStatusChip({ status }: { status: LeadStatusCode }) {
  const { t } = useTranslation('console');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEAD_COLORS[status]}
      label={t(`leadStatus.${status}`)}
      data-status={status}
    />
  );
}
