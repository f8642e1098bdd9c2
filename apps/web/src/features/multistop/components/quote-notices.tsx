import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { formatUsd, type QuoteUpdateEvent } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getQuote, quoteKeys } from '../api/quotes-api.ts';
import { useQuoteSocket } from '../hooks/use-quote-events.ts';
import { quotePath } from '../lib/paths.ts';

type Notice = {
  quoteId: string;
  uniqueId: string;
  kind: NonNullable<QuoteUpdateEvent['notice']>;
  /** the price, once read (the event does not carry it) */
  total: number | null;
};

/**
 * Anywhere in the panel: a quote was priced ("ya tiene precio: $12.30") or is about to expire,
 * as a notice with "Ver" to its page, one at a time, until dismissed. Not on the quote's own page
 * (it shows it). Only for a company with multistop trips that is not a master. Mounted once by
 * the content layout.
 */
export function QuoteNotices() {
  const { t } = useTranslation('multistop');
  const queryClient = useQueryClient();
  const location = useLocation();
  const enabled = useSessionStore((s) => s.is_active_multi_stops && !s.is_corporate_master);
  const [queue, setQueue] = useState<Notice[]>([]);
  const same = (a: Notice) => (b: Notice) => a.quoteId === b.quoteId && a.kind === b.kind;

  useQuoteSocket({
    enabled,
    onQuote(event) {
      if (!event.notice) return;
      if (window.location.pathname === quotePath(event.quote_id)) return;
      const notice: Notice = {
        quoteId: event.quote_id,
        uniqueId: event.unique_id,
        kind: event.notice,
        total: null,
      };
      setQueue((q) => [...q.filter((n) => !same(notice)(n)), notice]);
      if (notice.kind !== 'priced') return;
      // the price, from the quote itself (kept for its page too); said without it if it fails
      void queryClient
        .fetchQuery({
          queryKey: quoteKeys.detail(event.quote_id),
          queryFn: ({ signal }) => getQuote(event.quote_id, signal),
        })
        .then((quote) =>
          setQueue((q) => q.map((n) => (same(notice)(n) ? { ...n, total: quote.total } : n))),
        )
        .catch(() => undefined);
    },
  });

  const current = queue[0];
  if (!enabled || !current || location.pathname === quotePath(current.quoteId)) return null;
  const done = () => setQueue((q) => q.filter((n) => !same(current)(n)));
  return (
    <Snackbar
      // a new notice is a new announcement
      key={`${current.quoteId}-${current.kind}`}
      open
      // top, away from the trips' notices (bottom start) and the customizer button (bottom end)
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ maxWidth: { sm: 480 } }}
    >
      <Alert
        severity={current.kind === 'priced' ? 'info' : 'warning'}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            done();
          }
        }}
        data-quote={current.uniqueId}
        data-testid="quote-notice"
        // with an action MUI draws no close button of its own: both are here
        action={
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={quotePath(current.quoteId)}
              onClick={done}
            >
              {t('notice.view')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('notice.close')} onClick={done}>
              <CloseRounded fontSize="small" />
            </IconButton>
          </Stack>
        }
        sx={{ width: '100%', boxShadow: 6, alignItems: 'center' }}
      >
        <WithUserText>
          {(isolate) =>
            current.kind === 'expiring'
              ? t('notice.expiring', { id: isolate(current.uniqueId) })
              : current.total !== null
                ? t('notice.pricedTotal', {
                    id: isolate(current.uniqueId),
                    total: isolate(formatUsd(current.total)),
                  })
                : t('notice.priced', { id: isolate(current.uniqueId) })
          }
        </WithUserText>
      </Alert>
    </Snackbar>
  );
}
