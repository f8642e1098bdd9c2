import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import {
  CORPORATE_STATUS_LABELS,
  DEFAULT_LANGUAGE,
  isLanguage,
  type CorporateStatusCode,
} from '@trayecto/contracts';

const COLORS = { approved: 'success', pending: 'warning', suspended: 'error' } as const;

/** A panel's account status, in the words the provider's console and the CSV use. */
export function PanelStatusChip({ status }: { status: CorporateStatusCode }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={CORPORATE_STATUS_LABELS[status][lang]}
    />
  );
}
