import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { formatUsd } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { SectionCard } from './section-card.tsx';

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{
          fontWeight: strong ? 700 : 600,
          fontSize: strong ? '1.5rem' : '1.1rem',
          color: value < 0 ? 'error.main' : 'text.primary',
        }}
      >
        {/* dir, not CSS direction: the RTL style plugin flips CSS direction */}
        <span dir="ltr">{formatUsd(value)}</span>
      </Typography>
    </Box>
  );
}

/** Wallet, overdraft and what can still be spent (plus credits due when credits are allowed). */
export function WalletCard() {
  const { t } = useTranslation('profile');
  const s = useSessionStore(
    useShallow((st) => ({
      wallet: st.wallet,
      overdraft: st.overdraft,
      credits: st.is_allow_credits,
      due: st.credits_due,
    })),
  );
  return (
    <SectionCard
      id="profile-wallet"
      title={t('wallet.title')}
      icon={<AccountBalanceWalletOutlined />}
      action={
        <Button component={RouterLink} to="/balance" size="small">
          {t('wallet.open')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Figure label={t('wallet.balance')} value={s.wallet} strong />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
            gap: 2,
          }}
        >
          <Figure label={t('wallet.overdraft')} value={s.overdraft} />
          <Figure label={t('wallet.available')} value={s.wallet + s.overdraft} />
          {s.credits && <Figure label={t('wallet.creditsDue')} value={s.due} />}
        </Box>
      </Stack>
    </SectionCard>
  );
}
