import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatNumber,
  SERVICE_TYPE_NAMES,
  formatDateTime,
  type FareQuote,
  type Language,
} from '@trayecto/contracts';
import type { When } from '../../../../components/booking/when.ts';
import { PayerSummary } from '../../../../components/booking/payer-summary.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { RouteSummary } from '../route-summary.tsx';
import { Fact, FactGrid, Ltr } from '../trip-facts.tsx';
import type { PassengerChoice } from './passenger-picker.tsx';
import type { ChosenPlace } from './place-field.tsx';
import { PhoneText } from '../../../../components/phone-text.tsx';

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
  reason,
  costCenter,
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
  /** why the trip and the cost centre it is charged to (issue 13), when given */
  reason?: string | undefined;
  costCenter?: string | undefined;
  promo: string | null;
  distanceKm: number;
  durationMin: number;
  lang: Language;
}) {
  const { t, i18n } = useTranslation('trips');
  const tz = useSessionStore((s) => s.timezone);
  const payroll = passenger.type === 'payroll' ? passenger.user : null;
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
              <PhoneText phone={passenger.phone} />
            ) : null}
          </Typography>
        </Fact>
        <Fact label={t('fields.serviceType')}>
          {SERVICE_TYPE_NAMES[fare.service_type_id][lang]}
        </Fact>
        <Fact label={t('common:booking.when.label')}>
          {when.mode === 'later' && when.at
            ? formatDateTime(when.at.toDate(), i18n.language, tz)
            : t('type.immediate')}
        </Fact>
        <Fact label={t('fields.distance')}>
          <Ltr>{`${formatNumber(distanceKm, lang)} km · ${Math.max(1, Math.round(durationMin))} min`}</Ltr>
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
        {reason && (
          <Fact label={t('fields.reason')}>
            <UserText>{reason}</UserText>
          </Fact>
        )}
        {costCenter && (
          <Fact label={t('fields.costCenter')}>
            <UserText>{costCenter}</UserText>
          </Fact>
        )}
      </FactGrid>
      <Divider />
      <PayerSummary
        ns="trips"
        titleId="payer-title"
        collaborator={payroll}
        fare={fare.fare}
        error={error}
      />
    </Stack>
  );
}
