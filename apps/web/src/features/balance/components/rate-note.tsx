import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import { formatDate, formatRate, type WalletResponse } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** The dated exchange rate the bolívar figures use. */
export function RateNote({ rate }: { rate: WalletResponse['data']['exchange_rate'] | undefined }) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  if (rate === undefined) return null;
  const label = rate
    ? t('rate.label', {
        rate: `\u2066${formatRate(rate.rate)}\u2069`,
        date: formatDate(rate.effective_at, i18n.language, timezone),
      })
    : t('rate.none');
  return (
    <Chip
      icon={<CurrencyExchangeOutlined />}
      label={label}
      variant="outlined"
      sx={{
        maxWidth: '100%',
        height: 'auto',
        py: 0.5,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}
