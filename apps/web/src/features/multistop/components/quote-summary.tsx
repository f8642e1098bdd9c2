import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import {
  QUOTE_DENY_REASON_IDS,
  QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN,
  SERVICE_TYPE_NAMES,
  formatDateTime,
  isOpenQuoteStatus,
  type Quote,
  type QuoteDenyReasonId,
} from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCan } from '../../../lib/use-can.ts';
import { Fact, FactGrid, PersonFact } from '../../trips/api/trip-display.ts';
import { NEW_QUOTE_PATH } from '../lib/paths.ts';
import { ExpiryCountdown } from './expiry-countdown.tsx';
import { QuoteStatusChip } from './quote-status-chip.tsx';

const isDenyReason = (r: string | null): r is QuoteDenyReasonId =>
  (QUOTE_DENY_REASON_IDS as readonly (string | null)[]).includes(r);

/**
 * The head of a quote's page: its status (and the time left to decide), what its state means
 * (the desk still pricing, the provider's refusal, an expiry, a run without a driver) and its
 * facts: passenger, payer, service, times, comment, and why it was denied.
 */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('multistop');
  const lang = currentLanguage();
  const tz = useSessionStore((s) => s.timezone);
  // the countdown says whole minutes
  const now = useNow(quote.status === 'waiting_for_approval', 15_000).getTime();
  const time = (iso: string) => formatDateTime(iso, i18n.language, tz);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box data-quote-shown-status={quote.order_status ?? quote.status}>
          <QuoteStatusChip quote={quote} size="medium" />
        </Box>
        {quote.status === 'waiting_for_approval' && (
          <ExpiryCountdown expiresAt={quote.expires_at} now={now} variant="body2" />
        )}
        {quote.eta_min !== null && quote.order_status && quote.order_status !== 'started' && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('detail.eta', { minutes: Math.max(1, Math.round(quote.eta_min)) })}
          </Typography>
        )}
      </Stack>
      <StateNotice quote={quote} />
      <FactGrid>
        <PersonFact
          label={t('detail.passenger')}
          name={quote.passenger.name}
          phone={quote.passenger.phone}
          note={quote.passenger.type === 'payroll' ? t('detail.collaborator') : t('detail.guest')}
        />
        <Fact label={t('detail.payer')}>{t(`payer.${quote.payer}`)}</Fact>
        <Fact label={t('detail.service')}>{SERVICE_TYPE_NAMES[quote.service_type_id][lang]}</Fact>
        <Fact label={t('detail.scheduledAt')}>{time(quote.scheduled_at)}</Fact>
        {isOpenQuoteStatus(quote.status) && (
          <Fact label={t('detail.expiresAt')}>{time(quote.expires_at)}</Fact>
        )}
        <Fact label={t('detail.requestedAt')}>{time(quote.requested_at)}</Fact>
        {isDenyReason(quote.deny_reason_id) && (
          <Fact label={t('detail.denyReason')}>{t(`denyReason.${quote.deny_reason_id}`)}</Fact>
        )}
        {quote.deny_comment && (
          <Fact label={t('detail.denyComment')}>
            <UserText>{quote.deny_comment}</UserText>
          </Fact>
        )}
      </FactGrid>
      {quote.comment && (
        <Fact label={t('detail.comment')}>
          <UserText sx={{ whiteSpace: 'pre-line' }}>{quote.comment}</UserText>
        </Fact>
      )}
    </Stack>
  );
}

/** What the quote's state means, when it needs saying. */
function StateNotice({ quote }: { quote: Quote }) {
  const { t } = useTranslation('multistop');
  // asking again is a write on trips (issue 13)
  const canAsk = useCan('write', 'trips');
  switch (quote.status) {
    case 'waiting':
      return <Alert severity="info">{t('detail.waiting')}</Alert>;
    case 'waiting_for_approval':
      return (
        <Alert severity="warning">
          {t('detail.decide', { minutes: QUOTE_UNAPPROVED_EXPIRES_BEFORE_MIN })}
        </Alert>
      );
    case 'declined':
      return (
        <Alert severity="error">
          <AlertTitle>{t('detail.declined')}</AlertTitle>
          {errorText(t, quote.decline_code ?? 'origin_not_served')}
        </Alert>
      );
    case 'expired':
      return (
        <Alert
          severity="warning"
          action={
            canAsk && (
              <Button
                color="inherit"
                size="small"
                startIcon={<ReplayRounded />}
                component={RouterLink}
                to={NEW_QUOTE_PATH}
              >
                {t('actions.requestAgain')}
              </Button>
            )
          }
        >
          {t('detail.expired')}
        </Alert>
      );
    case 'approved':
      if (quote.order_status === 'no_driver')
        return <Alert severity="warning">{t('detail.noDriver')}</Alert>;
      if (quote.order_status === 'partially_completed')
        return <Alert severity="info">{t('detail.partially')}</Alert>;
      return null;
    default:
      return null;
  }
}
