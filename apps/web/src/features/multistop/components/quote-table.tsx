import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SERVICE_TYPE_NAMES, type Quote } from '@trayecto/contracts';
import { HistoryTable } from '../../../components/history-table.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useNow } from '../../../lib/use-now.ts';
import { MoneyFigure } from '../../balance/api/money-display.ts';
import { quotePath } from '../lib/paths.ts';
import { ExpiryCountdown } from './expiry-countdown.tsx';
import { QuoteActionButtons, type QuoteOutcome } from './quote-action-buttons.tsx';
import { QuoteStatusChip } from './quote-status-chip.tsx';

/** How often the countdowns move: they say whole minutes. */
const TICK_MS = 15_000;

/**
 * The quotes; a row opens the quote (click, Enter or Space). A quote waiting for approval says
 * how long it has left and can be approved or denied from its row.
 */
export function QuoteTable({
  quotes,
  timezone,
  onDone,
}: {
  quotes: Quote[];
  timezone: string;
  onDone: (outcome: QuoteOutcome, quote: Quote) => void;
}) {
  const { t } = useTranslation('multistop');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const now = useNow(
    quotes.some((q) => q.status === 'waiting_for_approval'),
    TICK_MS,
  ).getTime();
  return (
    <HistoryTable
      label={t('history.tableLabel')}
      columns={{
        id: t('history.quote'),
        person: t('history.passenger'),
        details: t('history.stops'),
        kind: t('history.service'),
        status: t('history.status'),
        amount: t('history.amount'),
      }}
      widths={{ person: '20%', details: '34%' }}
      timezone={timezone}
      rows={quotes.map((q) => {
        const stops = [...q.stops].sort((a, b) => a.index - b.index);
        const first = stops[0]?.place.address ?? '';
        const last = stops.at(-1)?.place.address ?? '';
        const deciding = q.status === 'waiting_for_approval';
        return {
          key: q._id,
          data: { 'data-quote': q.unique_id },
          uniqueId: q.unique_id,
          at: q.scheduled_at,
          person: q.passenger.name,
          personNote: t(`payer.${q.payer}`),
          details: (
            <>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('history.stopsCount', { count: Math.max(0, stops.length - 1) })}
              </Typography>
              <Typography
                variant="body2"
                noWrap
                title={t('history.route', { from: first, to: last })}
              >
                <WithUserText>
                  {(isolate) => t('history.route', { from: isolate(first), to: isolate(last) })}
                </WithUserText>
              </Typography>
            </>
          ),
          kind: SERVICE_TYPE_NAMES[q.service_type_id][lang],
          status: (
            <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              <QuoteStatusChip quote={q} />
              {deciding && <ExpiryCountdown expiresAt={q.expires_at} now={now} />}
              {deciding && (
                <QuoteActionButtons quote={q} decisionsOnly size="small" onDone={onDone} />
              )}
            </Stack>
          ),
          fare: q.total,
          amount:
            q.total !== null ? <MoneyFigure usd={q.total} rate={q.exchange_rate} /> : undefined,
          open: () => void navigate(quotePath(q._id)),
        };
      })}
    />
  );
}
