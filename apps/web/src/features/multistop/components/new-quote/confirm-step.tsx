import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SERVICE_TYPE_NAMES,
  formatDateTime,
  type CreateQuoteBody,
  type Language,
} from '@trayecto/contracts';
import { StopLine } from '../../../../components/booking/stop-line.tsx';
import { UserText, WithUserText } from '../../../../components/user-text.tsx';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { Fact, FactGrid } from '../../../trips/api/trip-display.ts';
import type { PassengerChoice } from '../../../trips/api/request-fields.ts';
import { ExpiryNote } from './quote-time-field.tsx';
import { PhoneText } from '../../../../components/phone-text.tsx';

/**
 * What the pricing desk will be asked to price: the passenger and who pays, the stops in order,
 * the service and the time (with when the quote expires); and that nothing is charged before the
 * company approves the price. `error` is a refused request's message.
 */
export function ConfirmStep({
  body,
  passenger,
  at,
  now,
  error,
  lang,
}: {
  /** the checked body that "Solicitar cotización" sends */
  body: CreateQuoteBody;
  /** the passenger as picked (the collaborator's name is not in the body) */
  passenger: PassengerChoice;
  at: Dayjs | null;
  now: Date;
  error: string | null;
  lang: Language;
}) {
  const { t, i18n } = useTranslation('quote-form');
  const tz = useSessionStore((s) => s.timezone);
  const collaborator = passenger.type === 'payroll' ? passenger.user : null;
  return (
    <Stack spacing={2.5}>
      <FactGrid>
        <Fact label={t('confirm.passenger')}>
          <UserText>
            {collaborator ? collaborator.name : passenger.type === 'guest' ? passenger.name : ''}
          </UserText>
          <Typography variant="caption" color="text.secondary" component="div">
            {collaborator ? (
              t('trips:passenger.collaborator')
            ) : passenger.type === 'guest' ? (
              <PhoneText phone={passenger.phone} />
            ) : null}
          </Typography>
        </Fact>
        <Fact label={t('confirm.payer')}>
          {collaborator ? (
            <WithUserText>
              {(isolate) => t('confirm.payerCollaborator', { name: isolate(collaborator.name) })}
            </WithUserText>
          ) : (
            t('confirm.payerCompany')
          )}
        </Fact>
        <Fact label={t('confirm.service')}>{SERVICE_TYPE_NAMES[body.service_type_id][lang]}</Fact>
        <Fact label={t('confirm.when')}>
          {formatDateTime(body.scheduled_at, i18n.language, tz)}
        </Fact>
        {body.comment && (
          <Fact label={t('confirm.note')}>
            <UserText>{body.comment}</UserText>
          </Fact>
        )}
        {body.reason && (
          <Fact label={t('groups:booking.reason')}>
            <UserText>{body.reason}</UserText>
          </Fact>
        )}
        {body.cost_center && (
          <Fact label={t('groups:booking.costCenter')}>
            <UserText>{body.cost_center}</UserText>
          </Fact>
        )}
      </FactGrid>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('confirm.stops')}>
        <StopLine marker="A" start label={t('confirm.origin')} address={body.origin.address} />
        {body.stops.map((stop, i) => (
          <StopLine
            key={i}
            marker={String(i + 1)}
            label={t('confirm.stop', { number: i + 1 })}
            address={stop.address}
          />
        ))}
      </Box>
      <ExpiryNote at={at} now={now} />
      <Divider />
      <Alert severity="info" role="note">
        {t('confirm.priceLater')}
      </Alert>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
