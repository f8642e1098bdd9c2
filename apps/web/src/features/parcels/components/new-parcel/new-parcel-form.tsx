import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_MIN_WEIGHT_KG,
  normalizePhoneInput,
  type Parcel,
} from '@trayecto/contracts';
import {
  BookingFrame,
  BookingSection as Section,
} from '../../../../components/booking/booking-frame.tsx';
import { fallsShort, usePayerFunds } from '../../../../components/booking/payer-summary.tsx';
import { ScheduleField } from '../../../../components/booking/schedule-field.tsx';
import { useBookingSteps } from '../../../../components/booking/use-booking-steps.ts';
import type { LngLatPair } from '../../../../components/map/map-feeds.ts';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { useDebounced } from '../../../../lib/use-debounced.ts';
import {
  PolicyFields,
  PolicyNotice,
  policyReady,
  useBookingPolicy,
} from '../../../groups/api/booking-policy.ts';
import { PlaceField, useBookingSubmit } from '../../../trips/api/request-fields.ts';
import { createParcel, estimateParcel, parcelKeys } from '../../api/parcels-api.ts';
import {
  createBody,
  draftProblems,
  emptyParcelDraft,
  estimateBody,
  type ParcelDraft,
  type Problem,
} from '../../lib/parcel-form.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { EstimateSummary } from './estimate-summary.tsx';
import { NewParcelMap } from './new-parcel-map.tsx';
import { ParcelFields, ValueFields } from './parcel-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import { ReceiversField } from './receivers-field.tsx';
import { GiveBalanceButton, useGiveBalance } from '../../../payroll/api/give-balance.tsx';
import { SenderField } from './sender-field.tsx';

/** Problems shown before the form is checked: a text already too long says so as it is typed. */
const LIVE = new Set(['too_long']);

/**
 * "Nuevo envío": sender, pickup, receivers, the parcel, its photo and declared value, the
 * prohibited-items acknowledgement and when; then the estimate (vehicle, fare, distance), who
 * pays, and "Enviar" with one Idempotency-Key per submission.
 */
export function NewParcelForm({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation('parcels');
  const lang = currentLanguage();
  const companyName = useSessionStore((s) => s.name);
  const companyPhone = useSessionStore((s) => s.phone);
  const [draft, setDraftState] = useState<ParcelDraft>(() =>
    emptyParcelDraft({
      name: companyName ?? '',
      phone: normalizePhoneInput(companyPhone ?? ''),
    }),
  );
  // what "Enviar" sends is made of the draft then: nothing is kept at "Continuar"
  const { step, scrollRef, confirm, edit, focusFirstInvalid } = useBookingSteps();
  const [showErrors, setShowErrors] = useState(false);
  // the server's words for a field it refused, until that form is changed
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const setDraft = (patch: Partial<ParcelDraft>) => {
    setServerFields({});
    setDraftState((d) => ({ ...d, ...patch }));
  };

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemText = (p: Problem) =>
    p.code === 'weight_range'
      ? t('parcel.weightRange', { min: PARCEL_MIN_WEIGHT_KG, max: PARCEL_MAX_WEIGHT_KG })
      : errorText(t, p.code, p.params);
  const errorOf = (path: string): string | null => {
    const p = problems[path];
    if (p && (showErrors || LIVE.has(p.code))) return problemText(p);
    return serverFields[path] ?? null;
  };

  // the estimate follows the places, the size and the weight (once they stop changing)
  const body = useDebounced(estimateBody(draft), 400);
  const estimate = useQuery({
    queryKey: ['parcels', 'estimate', body],
    queryFn: ({ signal }) => estimateParcel(body!, signal),
    enabled: Boolean(body) && !problems.weight_kg,
    staleTime: 60_000,
    retry: false,
  });
  const payer = usePayerFunds(draft.sender.type === 'payroll' ? draft.sender.user : 'company');
  const payerShort = fallsShort(payer, estimate.data?.fare);
  // "Dar saldo a …": the payroll's dialog over the form; the draft stays, and the sender is the
  // collaborator as the balance left them
  const payrollSender = draft.sender.type === 'payroll' ? draft.sender.user : null;
  const give = useGiveBalance((user) =>
    setDraftState((d) =>
      d.sender.type === 'payroll' && d.sender.user?._id === user._id
        ? { ...d, sender: { type: 'payroll', user } }
        : d,
    ),
  );
  // the sending collaborator's group policy (issue 13): warnings on what the form knows (not the
  // city: the estimate does not say it); the server decides
  const policy = useBookingPolicy({
    userId: draft.sender.type === 'payroll' ? (draft.sender.user?._id ?? null) : null,
    serviceTypeId: estimate.data?.service_type_id ?? null,
    at: draft.when.mode === 'later' && draft.when.at?.isValid() ? draft.when.at.toDate() : null,
    estimate: estimate.data?.fare ?? null,
    cityId: null,
  });
  // the reason and cost centre the server refused, while they are still what it was sent
  const policyValues = `${policy.reason}\n${policy.costCenter}`;
  const [refusedPolicy, setRefusedPolicy] = useState<string | null>(null);
  const ready =
    Object.keys(problems).length === 0 &&
    Boolean(estimate.data) &&
    !estimate.isFetching &&
    !payerShort &&
    policyReady(policy);

  const sending = useBookingSubmit({
    send: createParcel,
    detailKey: parcelKeys.detail,
    onDone: onSent,
    onError: (e) => {
      // a refused field is said on it, on the first step
      const fields: Record<string, string> = isApiError(e) ? { ...e.fields } : {};
      if (isApiError(e) && e.error_code === 'max_stops' && !fields.receivers)
        fields.receivers = e.message;
      if (Object.keys(fields).length > 0) {
        setServerFields(fields);
        setRefusedPolicy(policyValues);
        setShowErrors(true);
        edit();
      }
    },
  });
  const sendError =
    sending.error && !(isApiError(sending.error) && Object.keys(serverFields).length > 0)
      ? apiErrorText(t, sending.error)
      : null;

  const handleContinue = () => {
    setShowErrors(true);
    if (ready) {
      sending.reset();
      confirm();
      return;
    }
    // the first field that says what is missing gets the focus
    focusFirstInvalid();
  };

  const receiversError = errorOf('receivers');
  const fields = { draft, setDraft, errorOf };

  return (
    <BookingFrame
      texts={{ ns: 'parcels', keys: 'new' }}
      step={step}
      formWidth="minmax(420px, 540px)"
      map={
        <NewParcelMap
          pickup={draft.pickup}
          receivers={draft.receivers}
          route={estimate.data?.route as LngLatPair[] | undefined}
        />
      }
      scrollRef={scrollRef}
      // "complete what is marked" only when something is marked: a short balance or a route
      // without a price say so where they are, not as a missing field
      incomplete={showErrors && (Object.keys(problems).length > 0 || !policyReady(policy))}
      onClose={onClose}
      onContinue={handleContinue}
      onBack={edit}
      onSubmit={() => {
        const body = createBody(draft);
        sending.mutate(body && { ...body, ...policy.body });
      }}
      submitLabel={t('new.send')}
      submitting={sending.isPending}
      submitDisabled={payerShort}
    >
      {step === 'details' ? (
        <Stack spacing={3}>
          <Section title={t('new.sender')}>
            <SenderField
              value={draft.sender}
              onChange={(sender) => setDraft({ sender })}
              errorOf={errorOf}
            />
            <PolicyNotice policy={policy} />
          </Section>
          <Section title={t('new.pickup')}>
            <PlaceField
              label={t('pickup.label')}
              value={draft.pickup}
              onChange={(pickup) => setDraft({ pickup })}
              error={Boolean(errorOf('pickup'))}
              helperText={errorOf('pickup') ?? t('pickup.hint')}
            />
          </Section>
          <Section title={t('new.receivers')}>
            <ReceiversField
              value={draft.receivers}
              onChange={(receivers) => setDraft({ receivers })}
              errorOf={errorOf}
            />
            {receiversError && <Alert severity="error">{receiversError}</Alert>}
          </Section>
          <Section title={t('new.parcel')}>
            <ParcelFields {...fields} />
          </Section>
          <Section title={t('new.photo')}>
            <PhotoField
              imageId={draft.imageId}
              onChange={(imageId) => setDraft({ imageId })}
              error={errorOf('image_id')}
            />
          </Section>
          <Section title={t('new.value')}>
            <ValueFields {...fields} />
          </Section>
          <Section title={t('new.when')}>
            <ScheduleField
              value={draft.when}
              onChange={(when) => setDraft({ when })}
              showErrors={showErrors}
            />
          </Section>
          <Section title={t('groups:booking.section')}>
            <PolicyFields
              policy={policy}
              kind="parcel"
              showErrors={showErrors}
              serverErrors={
                refusedPolicy === policyValues
                  ? { reason: serverFields.reason, cost_center: serverFields.cost_center }
                  : undefined
              }
            />
          </Section>
          <Section title={t('new.estimate')}>
            <EstimateSummary
              loading={estimate.isFetching}
              waiting={!body}
              data={estimate.data}
              error={estimate.error ? apiErrorText(t, estimate.error) : null}
              short={payerShort}
              giveBalance={
                payrollSender && give.can ? (
                  <GiveBalanceButton
                    variant="outlined"
                    color="inherit"
                    user={payrollSender}
                    onClick={() => give.open(payrollSender)}
                    sx={{ display: 'flex', mt: 1 }}
                  />
                ) : undefined
              }
              lang={lang}
            />
          </Section>
        </Stack>
      ) : (
        estimate.data && (
          <Stack spacing={2}>
            <PolicyNotice policy={policy} violationsOnly />
            <ConfirmStep
              draft={draft}
              estimate={estimate.data}
              reason={policy.body.reason}
              costCenter={policy.body.cost_center}
              error={sendError}
              lang={lang}
            />
          </Stack>
        )
      )}
      {give.element}
    </BookingFrame>
  );
}
