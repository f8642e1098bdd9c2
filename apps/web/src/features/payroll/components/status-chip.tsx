import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

export function StatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation('payroll');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'status.active' : 'status.inactive')}
    />
  );
}
