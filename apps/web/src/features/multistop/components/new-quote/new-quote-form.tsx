import { useEffect, useMemo, useState } from 'react';
import { Controller, get, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MULTISTOP_MIN_STOPS,
  TRIP_COMMENT_MAX,
  type CreateQuoteBody,
  type Quote,
} from '@trayecto/contracts';
import {
  BookingFrame,
  BookingSection as Section,
} from '../../../../components/booking/booking-frame.tsx';
import { NoteField } from '../../../../components/booking/note-field.tsx';
import { useBookingForm } from '../../../../components/booking/use-booking-form.ts';
import { useBookingSteps } from '../../../../components/booking/use-booking-steps.ts';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText, type ErrorParams } from '../../../../lib/i18n-errors.ts';
import { useNow } from '../../../../lib/use-now.ts';
import {
  PolicyFields,
  PolicyNotice,
  policyReady,
  useBookingPolicy,
} from '../../../groups/api/booking-policy.ts';
import {
  PassengerPicker,
  PlaceField,
  passengerErrors,
  useBookingSubmit,
} from '../../../trips/api/request-fields.ts';
import { useHomeCenter, useServiceTypes } from '../../../trips/api/trips-queries.ts';
import { createQuote } from '../../api/create-quote.ts';
import { quoteKeys } from '../../api/quotes-api.ts';
import {
  emptyQuoteForm,
  quoteFormSchema,
  serverFieldErrors,
  type QuoteFormValues,
} from '../../lib/quote-form.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { QuoteMap } from './quote-map.tsx';
import { QuoteTimeField } from './quote-time-field.tsx';
import { ServiceTypeField } from './service-type-field.tsx';
import { StopsField } from './stops-field.tsx';

const NO_FIELDS: Record<string, string> = {};

/**
 * "Solicitar cotización": the passenger, the origin and the stops, the service type, a note for
 * the driver and the time; then what the desk will be asked to price, and "Solicitar" with one
 * Idempotency-Key per attempt. The form's rules are the contract's (quote-form.ts); a field the
 * server refuses shows its words until the form changes.
 */
export function NewQuoteForm({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (quote: Quote) => void;
}) {
  const { t } = useTranslation('quote-form');
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const serviceTypes = useServiceTypes();
  const now = useNow(true);
  // the body as checked by "Continuar": what "Solicitar cotización" sends
  const { step, checked, scrollRef, confirm, edit, focusFirstInvalid } =
    useBookingSteps<CreateQuoteBody>();
  // the server's words for the fields it refused, while the form holds the values it refused
  const [server, setServer] = useState<{ values: string; fields: Record<string, string> } | null>(
    null,
  );
  const { form, values, errors, showErrors } = useBookingForm<QuoteFormValues, CreateQuoteBody>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyQuoteForm(),
  });
  const { control, setValue, getValues } = form;
  const fingerprint = JSON.stringify(values);
  const serverFields = server?.values === fingerprint ? server.fields : NO_FIELDS;

  // the first service type the city sells, as the trip request's first fare
  const firstType = serviceTypes.data?.service_types[0]?.id;
  useEffect(() => {
    if (firstType && !getValues('serviceType')) setValue('serviceType', firstType);
  }, [firstType, getValues, setValue]);
  const home = useHomeCenter();
  const stopPlaces = useMemo(() => values.stops.map((s) => s.place), [values.stops]);

  // the collaborator's group policy (issue 13): warnings on what the form knows (no price before
  // the desk's, no city); the server applies it whole when the quote is approved
  const policy = useBookingPolicy({
    userId: values.passenger.type === 'payroll' ? (values.passenger.user?._id ?? null) : null,
    serviceTypeId: values.serviceType,
    at: values.scheduledAt?.isValid() ? values.scheduledAt.toDate() : null,
    estimate: null,
    cityId: null,
  });

  /** A field's error: the form's rule (once "Continuar" was pressed), else the server's words. */
  const errorOf = (path: string, params?: ErrorParams): string | null => {
    const code = showErrors ? (get(errors, path) as FieldError | undefined)?.message : undefined;
    return code ? errorText(t, code, params) : (serverFields[path] ?? null);
  };

  const sending = useBookingSubmit({
    send: createQuote,
    detailKey: quoteKeys.detail,
    onDone: (quote) => {
      void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      onSent(quote);
    },
    onError: (e) => {
      // a refused field is said on it, on the first step
      const fields = isApiError(e) ? serverFieldErrors(e) : {};
      if (Object.keys(fields).length === 0) return;
      setServer({ values: fingerprint, fields });
      edit();
      focusFirstInvalid();
    },
  });
  const sendError =
    sending.error && serverFields === NO_FIELDS ? apiErrorText(t, sending.error) : null;

  const handleContinue = () =>
    void form.handleSubmit((body) => {
      // a reason or cost centre the policy requires is still missing
      if (!policyReady(policy)) return focusFirstInvalid();
      confirm({ ...body, ...policy.body });
      sending.reset();
    }, focusFirstInvalid)();

  const passenger = showErrors ? passengerErrors(errors.passenger) : {};
  const commentError = errorOf('comment', { max: TRIP_COMMENT_MAX });
  const stopsError =
    errorOf('stops.root', { min: MULTISTOP_MIN_STOPS }) ??
    errorOf('stops', { min: MULTISTOP_MIN_STOPS });

  return (
    <BookingFrame
      texts={{ ns: 'quote-form', keys: 'form' }}
      step={step}
      formWidth="minmax(400px, 500px)"
      mapOnPhone
      map={<QuoteMap origin={values.origin} stops={stopPlaces} home={home} />}
      scrollRef={scrollRef}
      incomplete={showErrors && (Object.keys(errors).length > 0 || !policyReady(policy))}
      onClose={onClose}
      onContinue={handleContinue}
      onBack={edit}
      onSubmit={() => sending.mutate(checked)}
      submitLabel={t('form.send')}
      submitting={sending.isPending}
      submitDisabled={!checked}
    >
      {step === 'details' ? (
        <Stack spacing={3}>
          <Section title={t('form.passenger')}>
            <Controller
              control={control}
              name="passenger"
              render={({ field }) => (
                <PassengerPicker
                  value={field.value}
                  onChange={field.onChange}
                  errors={{
                    user: passenger.user ?? serverFields['passenger.user'],
                    name: passenger.name ?? serverFields['passenger.name'],
                    phone: passenger.phone ?? serverFields['passenger.phone'],
                  }}
                />
              )}
            />
            <Typography variant="caption" color="text.secondary">
              {values.passenger.type === 'payroll' ? t('payer.collaborator') : t('payer.company')}
            </Typography>
            <PolicyNotice policy={policy} />
          </Section>
          <Section title={t('form.route')}>
            <Controller
              control={control}
              name="origin"
              render={({ field }) => (
                <PlaceField
                  label={t('origin.label')}
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(errorOf('origin'))}
                  helperText={errorOf('origin') ?? t('origin.hint')}
                />
              )}
            />
            <StopsField control={control} errorOf={errorOf} listError={stopsError} />
          </Section>
          <Section title={t('form.service')}>
            <Controller
              control={control}
              name="serviceType"
              render={({ field }) => (
                <ServiceTypeField
                  types={serviceTypes.data?.service_types}
                  loading={serviceTypes.isPending}
                  failed={serviceTypes.isError}
                  onRetry={() => void serviceTypes.refetch()}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf('serviceType')}
                  lang={lang}
                />
              )}
            />
          </Section>
          <Section title={t('form.when')}>
            <Controller
              control={control}
              name="scheduledAt"
              render={({ field }) => (
                <QuoteTimeField
                  value={field.value}
                  onChange={field.onChange}
                  now={now}
                  showErrors={showErrors}
                  serverError={serverFields.scheduledAt ?? null}
                />
              )}
            />
          </Section>
          <Section title={t('groups:booking.section')}>
            <PolicyFields policy={policy} kind="trip" showErrors={showErrors} />
          </Section>
          <Section title={t('form.note')}>
            <Controller
              control={control}
              name="comment"
              render={({ field }) => (
                <NoteField label={t('note.label')} field={field} error={commentError} />
              )}
            />
          </Section>
        </Stack>
      ) : (
        checked && (
          <Stack spacing={2}>
            <PolicyNotice policy={policy} violationsOnly />
            <ConfirmStep
              body={checked}
              passenger={values.passenger}
              at={values.scheduledAt}
              now={now}
              error={sendError}
              lang={lang}
            />
          </Stack>
        )
      )}
    </BookingFrame>
  );
}
