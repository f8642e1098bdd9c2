import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatNumber,
  formatDateTime,
  formatUsd,
  type Language,
  type ParcelEstimate,
} from '@trayecto/contracts';
import { PayerSummary } from '../../../../components/booking/payer-summary.tsx';
import { StopLine } from '../../../../components/booking/stop-line.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { Fact, FactGrid, Ltr } from '../../../trips/api/trip-display.ts';
import { declaredValueOf, parseWeight, type ParcelDraft } from '../../lib/parcel-form.ts';
import { PhoneText } from '../../../../components/phone-text.tsx';

/**
 * What will be sent (sender, pickup, each receiver, the parcel), the vehicle and fare of the
 * estimate, who pays and the balance after the hold. `error` is a refused submission's message.
 */
export function ConfirmStep({
  draft,
  estimate,
  reason,
  costCenter,
  error,
  lang,
}: {
  draft: ParcelDraft;
  estimate: ParcelEstimate;
  /** why it is sent and the cost centre it is charged to (issue 13), when given */
  reason?: string | undefined;
  costCenter?: string | undefined;
  error: string | null;
  lang: Language;
}) {
  const { t, i18n } = useTranslation('parcels');
  const tz = useSessionStore((s) => s.timezone);
  const payroll = draft.sender.type === 'payroll' ? draft.sender.user : null;
  const kg = parseWeight(draft.weight) ?? 0;
  const value = declaredValueOf(draft.declaredValue);

  return (
    <Stack spacing={2.5}>
      <FactGrid>
        <Fact label={t('confirm.sender')}>
          <UserText>
            {draft.sender.type === 'corporate' ? draft.sender.name : (payroll?.name ?? '')}
          </UserText>
          <Typography variant="caption" color="text.secondary" component="div">
            {draft.sender.type === 'corporate' ? (
              <PhoneText phone={draft.sender.phone} />
            ) : (
              t('detail.senderCollaborator')
            )}
          </Typography>
        </Fact>
        <Fact label={t('confirm.vehicle')}>{t(`vehicles.${estimate.vehicle}`)}</Fact>
        <Fact label={t('confirm.distance')}>
          <Ltr>{`${formatNumber(estimate.distance_km, lang, 1)} km · ${Math.max(1, Math.round(estimate.duration_min))} min`}</Ltr>
        </Fact>
        <Fact label={t('confirm.when')}>
          {draft.when.mode === 'later' && draft.when.at
            ? formatDateTime(draft.when.at.toDate(), i18n.language, tz)
            : t('confirm.now')}
        </Fact>
        <Fact label={t('confirm.parcel')}>
          {t('confirm.parcelLine', {
            type: draft.parcelType ? t(`types.${draft.parcelType}`) : '',
            size: draft.size,
            kg: formatNumber(kg, lang),
          })}
        </Fact>
        <Fact label={t('confirm.declaredValue')}>
          <Ltr>{'value' in value ? formatUsd(value.value) : '—'}</Ltr>
        </Fact>
        {reason && (
          <Fact label={t('groups:booking.reasonParcel')}>
            <UserText>{reason}</UserText>
          </Fact>
        )}
        {costCenter && (
          <Fact label={t('groups:booking.costCenter')}>
            <UserText>{costCenter}</UserText>
          </Fact>
        )}
      </FactGrid>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('confirm.stops')}>
        <StopLine
          marker="A"
          start
          label={t('confirm.pickup')}
          address={draft.pickup?.address ?? ''}
        />
        {draft.receivers.map((r, i) => (
          <StopLine
            key={r.key}
            marker={String(i + 1)}
            label={<UserText>{r.name}</UserText>}
            extra={<PhoneText phone={r.phone} />}
            address={r.place?.address ?? ''}
          />
        ))}
      </Box>
      <Divider />
      <PayerSummary
        ns="parcels"
        titleId="parcel-payer-title"
        collaborator={payroll}
        fare={estimate.fare}
        fareNote={
          estimate.size_surcharge > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('confirm.sizeSurcharge', { amount: formatUsd(estimate.size_surcharge) })}
            </Typography>
          )
        }
        error={error}
      />
    </Stack>
  );
}
