import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { TRIP_COMMENT_MAX, distinctPlaces, type Trip } from '@trayecto/contracts';
import {
  BookingFrame,
  BookingSection as Section,
} from '../../../../components/booking/booking-frame.tsx';
import { NoteField } from '../../../../components/booking/note-field.tsx';
import { fallsShort, usePayerFunds } from '../../../../components/booking/payer-summary.tsx';
import { ScheduleField } from '../../../../components/booking/schedule-field.tsx';
import { useBookingForm } from '../../../../components/booking/use-booking-form.ts';
import { useBookingSteps } from '../../../../components/booking/use-booking-steps.ts';
import { TripMap } from '../../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../../components/map/map-feeds.ts';
import { fitKeyOf } from '../../../../components/map/order-stops.ts';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import {
  PolicyFields,
  PolicyNotice,
  policyReady,
  useBookingPolicy,
} from '../../../groups/api/booking-policy.ts';
import { useGiveBalance } from '../../../payroll/api/give-balance.tsx';
import { useBookingSubmit } from '../../api/booking-submit.ts';
import { reverseGeocode } from '../../api/geo-api.ts';
import { createTrip, tripKeys } from '../../api/trips-api.ts';
import { useCities, useHomeCenter } from '../../api/trips-queries.ts';
import { EMPTY_REQUEST_DRAFT, type RequestDraft } from '../../lib/rebook.ts';
import { toServiceAreas } from '../../lib/service-areas.ts';
import { tripFormSchema, type TripFormBody, type TripFormValues } from '../../lib/trip-form.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PassengerPicker, passengerErrors } from './passenger-picker.tsx';
import { RebookIntro, type RebookSource } from './rebook-intro.tsx';
import { placeLabel } from './place-field.tsx';
import { RouteFields } from './route-fields.tsx';
import { ServiceSection } from './service-section.tsx';
import { useEstimate } from './use-estimate.ts';

/** The booking: passenger, route (search or pins), fares, promo, note, time; then confirm. */
export function RequestTripForm({
  onClose,
  onBooked,
  initial = EMPTY_REQUEST_DRAFT,
  again,
}: {
  onClose: () => void;
  onBooked: (trip: Trip) => void;
  /** where the form starts (booking a trip again: issue 12) */
  initial?: RequestDraft;
  /** the trip booked again, told above the form; or why it could not be read */
  again?: RebookSource | 'not_found' | 'load_error';
}) {
  const { t } = useTranslation('trips');
  const lang = currentLanguage();
  const cities = useCities();
  const [pinError, setPinError] = useState<string | null>(null);
  // the body as checked by "Continuar": what "Confirmar" books (with the fare and promo then)
  const { step, checked, confirm, edit } = useBookingSteps<TripFormBody>();
  const { form, values, errors, showErrors } = useBookingForm<TripFormValues, TripFormBody>({
    resolver: zodResolver(tripFormSchema),
    defaultValues: initial,
  });
  const { control, setValue } = form;
  const { passenger, origin, destination, serviceType, when } = values;

  // the same place twice is no trip: said at once, and never priced or booked
  const samePlace = Boolean(origin && destination && !distinctPlaces({ origin, destination }));
  const estimate = useEstimate(origin, samePlace ? null : destination);

  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const home = useHomeCenter();

  const fares = estimate.query.data?.fares;
  const chosenFare = fares?.find(
    (f) => f.service_type_id === (serviceType ?? fares[0]?.service_type_id),
  );
  const estimateCode = isApiError(estimate.query.error)
    ? estimate.query.error.error_code
    : estimate.query.error
      ? 'unknown'
      : null;
  const routeError = estimateCode && !estimateCode.startsWith('promo_') ? estimateCode : null;

  const handlePin = async (kind: 'origin' | 'destination', at: { lat: number; lng: number }) => {
    setPinError(null);
    const set = (place: RequestDraft['origin']) => setValue(kind, place, { shouldDirty: true });
    set({ address: t('place.droppedPin'), lat: at.lat, lng: at.lng, city_id: null });
    try {
      const r = await reverseGeocode(at.lat, at.lng);
      const address = placeLabel(r);
      set({ address, lat: r.lat, lng: r.lng, city_id: r.city_id });
      if (kind === 'origin' && !r.city_id) setPinError('origin_not_served');
    } catch (e) {
      setPinError(isApiError(e) ? e.error_code : 'unknown');
    }
  };
  const pickOnMap = (kind: 'origin' | 'destination') => {
    const base =
      kind === 'destination' && origin
        ? { lat: origin.lat - 0.012, lng: origin.lng + 0.018 }
        : home;
    if (base) void handlePin(kind, base);
  };

  const payrollUser = passenger.type === 'payroll' ? passenger.user : null;
  // Who pays must be able to cover the fare: said on this step, not after "Confirm" fails.
  const payer = usePayerFunds(passenger.type === 'payroll' ? passenger.user : 'company');
  const payerShort = fallsShort(payer, chosenFare?.fare);
  // "Dar saldo a …": the payroll's dialog over the form; everything typed stays, and the
  // passenger is the collaborator as the balance left them (their new balance, what they may spend)
  const give = useGiveBalance((user) => {
    const now = form.getValues('passenger');
    if (now.type === 'payroll' && now.user?._id === user._id)
      setValue('passenger', { type: 'payroll', user }, { shouldDirty: true });
  });
  // the collaborator's group policy (issue 13): warnings on what the form knows; the server decides
  const policy = useBookingPolicy({
    userId: payrollUser?._id ?? null,
    serviceTypeId: chosenFare?.service_type_id ?? serviceType ?? null,
    at: when.mode === 'later' && when.at?.isValid() ? when.at.toDate() : null,
    estimate: chosenFare?.fare ?? null,
    cityId: estimate.query.data?.city_id ?? null,
  });
  // the form's own rules (the contract's) are checked by its resolver; these are the estimate's
  const quoteOk = chosenFare && !payerShort && !routeError && !estimate.query.isFetching;
  const formOk = Object.keys(errors).length === 0 && policyReady(policy);

  const booking = useBookingSubmit({
    send: createTrip,
    detailKey: tripKeys.detail,
    onDone: onBooked,
  });
  const bookingError = booking.error ? apiErrorText(t, booking.error) : null;

  const handleContinue = form.handleSubmit((body) => {
    if (quoteOk && policyReady(policy)) {
      confirm(body);
      booking.reset();
    }
  });
  const handleBook = () => {
    if (!checked || !chosenFare) return;
    booking.mutate({
      ...checked,
      service_type_id: chosenFare.service_type_id,
      ...(estimate.promo ? { promo_code: estimate.promo } : {}),
      ...policy.body,
    });
  };

  const route = estimate.query.data?.route as LngLatPair[] | undefined;
  const fitPoints = useMemo<LngLatPair[] | undefined>(() => {
    if (route && route.length > 1) return route;
    const pts = [origin, destination].filter(Boolean).map((p) => [p!.lng, p!.lat] as LngLatPair);
    if (pts.length) return pts;
    return home
      ? [
          [home.lng - 0.06, home.lat - 0.04],
          [home.lng + 0.06, home.lat + 0.04],
        ]
      : undefined;
  }, [route, origin, destination, home]);

  const commentError = showErrors ? errors.comment?.message : undefined;

  return (
    <BookingFrame
      texts={{ ns: 'trips', keys: 'request' }}
      step={step}
      formWidth="minmax(380px, 460px)"
      mapOnPhone
      map={
        <TripMap
          label={t('request.mapLabel')}
          unavailableText={t('mapUnavailable')}
          areas={areas}
          route={route}
          origin={origin}
          destination={destination}
          draggablePins={step === 'details'}
          onPinDrop={(kind, at) => void handlePin(kind, at)}
          fitTo={fitPoints}
          fitKey={fitKeyOf(fitPoints)}
          center={home}
        />
      }
      // "complete what is marked" only when a field is marked: a short balance or a route
      // refused say so where they are, not as a missing field
      incomplete={showErrors && !formOk}
      onClose={onClose}
      onContinue={() => void handleContinue()}
      onBack={edit}
      onSubmit={handleBook}
      submitLabel={t('request.book')}
      submitting={booking.isPending}
      submitDisabled={payerShort}
    >
      {step === 'details' ? (
        <Stack spacing={3}>
          {again && <RebookIntro again={again} />}
          <Section title={t('request.passenger')}>
            <Controller
              control={control}
              name="passenger"
              render={({ field }) => (
                <PassengerPicker
                  value={field.value}
                  onChange={field.onChange}
                  errors={showErrors ? passengerErrors(errors.passenger) : undefined}
                />
              )}
            />
            <PolicyNotice policy={policy} />
          </Section>
          <Section title={t('request.route')}>
            <RouteFields
              control={control}
              errors={showErrors ? errors : undefined}
              samePlace={samePlace}
              routeError={routeError}
              estimateError={estimate.query.error}
              pinError={pinError}
              onPickOnMap={pickOnMap}
            />
          </Section>
          <Section title={t('request.service')}>
            <Controller
              control={control}
              name="serviceType"
              render={({ field }) => (
                <ServiceSection
                  estimate={estimate}
                  placesChosen={Boolean(origin && destination)}
                  priced={Boolean(origin && destination && !samePlace)}
                  value={chosenFare?.service_type_id ?? null}
                  onChange={field.onChange}
                  fares={fares}
                  payerShort={payerShort}
                  payrollUser={payrollUser}
                  onGiveBalance={payrollUser && give.can ? () => give.open(payrollUser) : undefined}
                  lang={lang}
                />
              )}
            />
          </Section>
          <Section title={t('request.when')}>
            <Controller
              control={control}
              name="when"
              render={({ field }) => (
                <ScheduleField
                  value={field.value}
                  onChange={field.onChange}
                  showErrors={showErrors}
                />
              )}
            />
          </Section>
          <Section title={t('groups:booking.section')}>
            <PolicyFields policy={policy} kind="trip" showErrors={showErrors} />
          </Section>
          <Section title={t('fields.comment')}>
            <Controller
              control={control}
              name="comment"
              render={({ field }) => (
                <NoteField
                  label={t('request.noteLabel')}
                  field={field}
                  error={
                    commentError ? errorText(t, commentError, { max: TRIP_COMMENT_MAX }) : null
                  }
                />
              )}
            />
          </Section>
        </Stack>
      ) : (
        origin &&
        destination &&
        chosenFare &&
        estimate.query.data && (
          <Stack spacing={2}>
            <PolicyNotice policy={policy} violationsOnly />
            <ConfirmStep
              error={bookingError}
              passenger={passenger}
              origin={origin}
              destination={destination}
              fare={chosenFare}
              when={when}
              comment={values.comment}
              reason={policy.body.reason}
              costCenter={policy.body.cost_center}
              promo={estimate.promo}
              distanceKm={estimate.query.data.distance_km}
              durationMin={estimate.query.data.duration_min}
              lang={lang}
            />
          </Stack>
        )
      )}
      {give.element}
    </BookingFrame>
  );
}
