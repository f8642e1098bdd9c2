import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SERVICE_TYPE_NAMES,
  formatDateTime,
  formatUsd,
  type FareQuote,
  type Language,
  maskPhone,
} from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../../components/user-text.tsx';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { RouteSummary } from '../route-summary.tsx';
import { Fact, FactGrid, Ltr } from '../trip-facts.tsx';
import type { PassengerChoice } from './passenger-picker.tsx';
import type { ChosenPlace } from './place-field.tsx';
import type { When } from './schedule-field.tsx';

/**
 * What will be booked, who pays, and the balance after the hold. `error` is a failed booking's
 * message: one alert says either it or that the payer cannot cover the fare, never both.
 */
export function ConfirmStep({
  error,
  passenger,
  origin,
  destination,
  fare,
  when,
  comment,
  promo,
  distanceKm,
  durationMin,
  lang,
}: {
  error: string | null;
  passenger: PassengerChoice;
  origin: ChosenPlace;
  destination: ChosenPlace;
  fare: FareQuote;
  when: When;
  comment: string;
  promo: string | null;
  distanceKm: number;
  durationMin: number;
  lang: Language;
}) {
  const { t, i18n } = useTranslation('trips');
  const wallet = useSessionStore((s) => s.wallet);
  const overdraft = useSessionStore((s) => s.overdraft);
  const tz = useSessionStore((s) => s.timezone);
  const payroll = passenger.type === 'payroll' ? passenger.user : null;
  const before = payroll ? payroll.balance : wallet;
  const available = payroll ? payroll.available : wallet + overdraft;
  const after = before - fare.fare;
  const short = fare.fare > available;
  return (
    <Stack spacing={2.5}>
      <RouteSummary
        origin={origin.address}
        destination={destination.address}
        originLabel={t('fields.origin')}
        destinationLabel={t('fields.destination')}
      />
      <FactGrid>
        <Fact label={t('fields.passenger')}>
          <UserText>
            {payroll ? payroll.name : passenger.type === 'guest' ? passenger.name : ''}
          </UserText>
          <Typography variant="caption" color="text.secondary" component="div">
            {payroll ? (
              t('passenger.collaborator')
            ) : passenger.type === 'guest' ? (
              <Ltr>{maskPhone(passenger.phone)}</Ltr>
            ) : null}
          </Typography>
        </Fact>
        <Fact label={t('fields.serviceType')}>
          {SERVICE_TYPE_NAMES[fare.service_type_id][lang]}
        </Fact>
        <Fact label={t('when.label')}>
          {when.mode === 'later' && when.at
            ? formatDateTime(when.at.toDate(), i18n.language, tz)
            : t('type.immediate')}
        </Fact>
        <Fact label={t('fields.distance')}>
          <Ltr>{`${distanceKm.toLocaleString(lang)} km · ${Math.max(1, Math.round(durationMin))} min`}</Ltr>
        </Fact>
        {promo && (
          <Fact label={t('fields.promo')}>
            <Ltr>{promo}</Ltr>
          </Fact>
        )}
        {comment.trim() && (
          <Fact label={t('fields.comment')}>
            <UserText>{comment.trim()}</UserText>
          </Fact>
        )}
      </FactGrid>
      <Divider />
      <Box
        component="section"
        aria-labelledby="payer-title"
        sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography id="payer-title" variant="subtitle2" sx={{ mb: 1.5 }}>
          {payroll ? (
            <WithUserText>
              {(isolate) => t('confirm.payerCollaborator', { name: isolate(payroll.name) })}
            </WithUserText>
          ) : (
            t('confirm.payerCompany')
          )}
        </Typography>
        <Stack spacing={1}>
          <Row label={t('confirm.balanceNow')} value={before} />
          <Row label={t('confirm.fare')} value={-fare.fare} />
          <Divider flexItem />
          <Row label={t('confirm.balanceAfter')} value={after} strong />
          {!payroll && overdraft > 0 && (
            <Row label={t('confirm.overdraft')} value={overdraft} muted />
          )}
          {payroll && payroll.overdraft > 0 && (
            <Row label={t('confirm.overdraft')} value={payroll.overdraft} muted />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('confirm.holdNote')}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        short && <Alert severity="warning">{errorText(t, 'insufficient_balance')}</Alert>
      )}
    </Stack>
  );
}

function Row({
  label,
  value,
  strong,
  muted,
}: {
  label: string;
  value: number;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant="body2"
        color={muted ? 'text.secondary' : undefined}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        dir="ltr"
        variant="body2"
        sx={{
          fontWeight: strong ? 700 : 500,
          unicodeBidi: 'isolate',
          fontVariantNumeric: 'tabular-nums',
          color: value < 0 && !muted ? 'error.main' : muted ? 'text.secondary' : undefined,
        }}
      >
        {formatUsd(value)}
      </Typography>
    </Stack>
  );
}
