import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CallMadeRounded from '@mui/icons-material/CallMadeRounded';
import CallReceivedRounded from '@mui/icons-material/CallReceivedRounded';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { DASHBOARD_CACHE_MS, formatUsd } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { toneText } from '../../../lib/theme/accent.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getWalletFlows } from '../api/flows-api.ts';
import { flowKindLabel, isQuietMonth, monthFlowsRange, topFlowKinds } from '../lib/money-flows.ts';
import { monthName } from '@trayecto/contracts/format';

const TITLE_ID = 'dashboard-money-title';

/** One side of the month: money in (+, success) or out (−, error), with its arrow. */
function Figure({ side, amount }: { side: 'in' | 'out'; amount: number | undefined }) {
  const { t } = useTranslation('dashboard');
  const tone = side === 'in' ? 'success' : 'error';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={(th) => ({
          width: 40,
          height: 40,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: th.palette[tone].main,
          bgcolor: alpha(th.palette[tone].main, th.palette.mode === 'dark' ? 0.2 : 0.12),
        })}
      >
        {side === 'in' ? <CallReceivedRounded /> : <CallMadeRounded />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="p">
          {t(side === 'in' ? 'money.in' : 'money.out')}
        </Typography>
        {amount === undefined ? (
          <Skeleton width={110} sx={{ fontSize: '1.5rem' }} />
        ) : (
          <Typography
            component="p"
            data-testid={`dashboard-money-${side}`}
            sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}
          >
            <bdi dir="ltr">
              {side === 'in' ? '+' : amount > 0 ? '−' : ''}
              {formatUsd(amount)}
            </bdi>
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/**
 * "Dinero del mes": what came into the wallet and what went out this month (the company's time
 * zone), and the kinds of movement that moved the most (GET /wallet/flows). Cached like the rest
 * of the dashboard (DASHBOARD_CACHE_MS) and refreshed by its "Actualizar" (same query key root).
 * A chunk of its own, fetched after the dashboard's first figures.
 */
export function MoneyFlowsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const { owner, timezone } = useSessionStore(
    useShallow((s) => ({ owner: s._id ?? '', timezone: s.timezone })),
  );
  const range = useMemo(() => monthFlowsRange(new Date(), timezone), [timezone]);
  const flows = useQuery({
    queryKey: ['dashboard', owner, 'flows', range.from, range.to],
    queryFn: ({ signal }) => getWalletFlows({ from: range.from, to: range.to }, signal),
    staleTime: DASHBOARD_CACHE_MS,
    enabled: Boolean(owner),
  });
  const data = flows.data;
  const lang = currentLanguage();
  const month = monthName(range.startDate, i18n.language);

  let body;
  if (flows.isError && !data) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void flows.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('money.error', { message: apiErrorText(t, flows.error) })}
      </Alert>
    );
  } else if (data && isQuietMonth(data)) {
    body = (
      <Typography color="text.secondary" role="status" sx={{ py: 1 }}>
        {t('money.empty')}
      </Typography>
    );
  } else {
    const top = data ? topFlowKinds(data.by_kind) : [];
    body = (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 4 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column' }}
          spacing={2}
          sx={{ flexShrink: 0, minWidth: { md: 220 } }}
        >
          <Figure side="in" amount={data?.money_in} />
          <Figure side="out" amount={data?.money_out} />
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="dashboard-money-top"
            variant="body2"
            color="text.secondary"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('money.top')}
          </Typography>
          {!data ? (
            <Stack spacing={1} aria-hidden>
              <Skeleton />
              <Skeleton />
              <Skeleton width="70%" />
            </Stack>
          ) : (
            <Box
              component="ul"
              aria-labelledby="dashboard-money-top"
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {top.map((k) => (
                <Stack
                  component="li"
                  key={k.kind}
                  data-kind={k.kind}
                  direction="row"
                  spacing={2}
                  sx={{
                    justifyContent: 'space-between',
                    py: 0.75,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Typography variant="body2" sx={{ minWidth: 0 }}>
                    {flowKindLabel(k.kind, lang)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {k.money_in > 0 && (
                      <Typography
                        variant="body2"
                        sx={(th) => ({ color: toneText(th, 'success'), fontWeight: 600 })}
                      >
                        <bdi dir="ltr">+{formatUsd(k.money_in)}</bdi>
                      </Typography>
                    )}
                    {k.money_out > 0 && (
                      <Typography
                        variant="body2"
                        sx={(th) => ({ color: toneText(th, 'error'), fontWeight: 600 })}
                      >
                        <bdi dir="ltr">−{formatUsd(k.money_out)}</bdi>
                      </Typography>
                    )}
                  </Stack>
                </Stack>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={TITLE_ID}
      aria-busy={flows.isPending || undefined}
      data-testid="dashboard-money"
      sx={{ borderRadius: 3, p: 2.5 }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PaymentsOutlined aria-hidden color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={TITLE_ID}
              variant="h6"
              component="h2"
              sx={{ fontSize: '1.05rem', fontWeight: 600 }}
            >
              {t('money.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {month}
            </Typography>
          </Box>
        </Stack>
        <Button
          component={RouterLink}
          to="/balance"
          size="small"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('money.viewBalance')}
        </Button>
      </Stack>
      {body}
    </Card>
  );
}
