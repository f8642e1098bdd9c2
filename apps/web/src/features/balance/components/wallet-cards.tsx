import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { formatUsd } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useWalletSummary } from '../api/wallet-queries.ts';
import { creditsDueOf } from '../lib/credit-display.ts';
import { MoneyFigure } from './money-figure.tsx';

type Tone = 'primary' | 'info' | 'warning' | 'success' | 'error';

function FigureCard({
  id,
  label,
  icon,
  tone,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, p: 2.5, height: '100%' }}
      component="section"
      aria-labelledby={id}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={(th) => ({
            width: 44,
            height: 44,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: th.palette[tone].main,
            bgcolor: alpha(th.palette[tone].main, th.palette.mode === 'dark' ? 0.2 : 0.12),
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={id} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {children}
        </Box>
      </Stack>
    </Card>
  );
}

/**
 * Wallet, overdraft, holds, available and, while the company owes some, its credits due ("Ver
 * créditos" goes to their tab), in dollars and bolívares.
 */
export function WalletCards({ onShowCredits }: { onShowCredits?: () => void }) {
  const { t } = useTranslation('balance');
  const sessionDue = useSessionStore((s) => s.credits_due);
  const wallet = useWalletSummary();
  const data = wallet.data;
  const rate = data?.exchange_rate?.rate ?? null;
  const creditsDue = creditsDueOf(data?.credits_due, sessionDue);

  if (wallet.isError && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void wallet.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('cards.error', { message: wallet.error.message })}
      </Alert>
    );
  }

  const cards: Array<{
    key: string;
    icon: ReactNode;
    tone: Tone;
    value: number | undefined;
    show: boolean;
  }> = [
    {
      key: 'wallet',
      icon: <AccountBalanceWalletOutlined />,
      tone: 'primary',
      value: data?.wallet,
      show: true,
    },
    {
      key: 'overdraft',
      icon: <CreditScoreOutlined />,
      tone: 'info',
      value: data?.overdraft,
      show: true,
    },
    { key: 'holds', icon: <LockClockOutlined />, tone: 'warning', value: data?.holds, show: true },
    {
      key: 'available',
      icon: <SavingsOutlined />,
      tone: 'success',
      value: data?.available,
      show: true,
    },
    {
      key: 'creditsDue',
      icon: <RequestQuoteOutlined />,
      tone: 'error',
      value: data ? creditsDue : undefined,
      show: creditsDue > 0,
    },
  ];
  const shown = cards.filter((c) => c.show);
  // the wallet leads on a row of its own; the other figures share the next row
  const others = shown.length - 1;
  return (
    <Grid container spacing={2.5} aria-busy={wallet.isPending || undefined}>
      {shown.map((c) => (
        <Grid
          key={c.key}
          size={c.key === 'wallet' ? { xs: 12 } : { xs: 12, sm: 6, md: 12 / others }}
        >
          <FigureCard
            id={`balance-card-${c.key}`}
            label={t(`cards.${c.key}`)}
            icon={c.icon}
            tone={c.tone}
          >
            {c.value === undefined ? (
              <>
                <Skeleton width={140} sx={{ fontSize: '1.6rem' }} />
                <Skeleton width={110} />
              </>
            ) : (
              <>
                <MoneyFigure
                  usd={c.value}
                  rate={rate}
                  size={c.key === 'wallet' ? 'hero' : 'large'}
                />
                {c.key === 'creditsDue' && onShowCredits && (
                  <Button
                    size="small"
                    onClick={onShowCredits}
                    sx={{ mt: 0.5, ml: -1, display: 'flex' }}
                  >
                    {t('cards.showCredits')}
                  </Button>
                )}
                {c.key === 'wallet' && data && data.holds !== 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ mt: 0.5 }}
                  >
                    {t('cards.ledgerBalance', { amount: `\u2066${formatUsd(data.balance)}\u2069` })}
                  </Typography>
                )}
              </>
            )}
          </FigureCard>
        </Grid>
      ))}
    </Grid>
  );
}
