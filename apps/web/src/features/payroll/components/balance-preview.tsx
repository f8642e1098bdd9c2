import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { PayrollUser, WalletResponse } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { Money } from './money.tsx';
import type { Direction } from './balance-dialog.tsx';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

function Row({
  label,
  now,
  after,
  loading,
}: {
  label: ReactNode;
  now: number;
  after: number;
  loading?: boolean;
}) {
  const { t } = useTranslation('payroll');
  const rtl = useTheme().direction === 'rtl';
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {loading ? (
        <Skeleton width="70%" />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Money value={now} sx={{ fontWeight: 600 }} />
          <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
            {rtl ? '←' : '→'}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={VISUALLY_HIDDEN}>
            {t('balance.after')}
          </Typography>
          <Money value={after} sx={{ fontWeight: 700 }} />
        </Stack>
      )}
    </Box>
  );
}

/** The corporate wallet and the collaborator's balance, now and after the movement. */
export function BalancePreview({
  user,
  direction,
  amount,
  wallet,
  walletLoading,
}: {
  user: PayrollUser;
  direction: Direction;
  amount: number;
  wallet: WalletResponse['data'] | undefined;
  walletLoading: boolean;
}) {
  const { t } = useTranslation('payroll');
  const sign = direction === 'give' ? 1 : -1;
  const corporate = wallet?.wallet ?? 0;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'action.hover' }}
      aria-live="polite"
    >
      <Stack spacing={1.5}>
        <Row
          label={t('balance.companyWallet')}
          now={corporate}
          after={corporate - sign * amount}
          loading={walletLoading}
        />
        <Row
          label={
            <WithUserText>
              {(isolate) => t('balance.userBalance', { name: isolate(user.name) })}
            </WithUserText>
          }
          now={user.balance}
          after={user.balance + sign * amount}
        />
        {wallet && (
          <Typography variant="caption" color="text.secondary">
            {t(direction === 'give' ? 'balance.companyAvailable' : 'balance.userAvailable')}{' '}
            <Money
              value={direction === 'give' ? wallet.available : user.takeable}
              variant="caption"
              sx={{ fontWeight: 600 }}
            />
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
