import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TRIP_COMMENT_MAX,
  isSamePlace,
  type CreateTripBody,
  type ServiceTypeId,
  type Trip,
} from '@trayecto/contracts';
import {
  BookingFrame,
  BookingSection as Section,
  type BookingStep,
} from '../../../../components/booking/booking-frame.tsx';
import { fallsShort, usePayerFunds } from '../../../../components/booking/payer-summary.tsx';
import { ScheduleField } from '../../../../components/booking/schedule-field.tsx';
import { whenProblem, type When } from '../../../../components/booking/when.ts';
import { TripMap } from '../../../../components/lazy-trip-map.tsx';
import type { LngLatPair } from '../../../../components/map/map-feeds.ts';
import { WithUserText } from '../../../../components/user-text.tsx';
import { currentLanguage, isApiError } from '../../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { useBookingSubmit } from '../../api/booking-submit.ts';
import { reverseGeocode } from '../../api/geo-api.ts';
import { createTrip, tripKeys } from '../../api/trips-api.ts';
import { useCities, useServiceTypes } from '../../api/trips-queries.ts';
import { EMPTY_REQUEST_DRAFT, type RequestDraft } from '../../lib/rebook.ts';
import { toServiceAreas } from '../../lib/service-areas.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { FareCards } from './fare-cards.tsx';
import { PassengerPicker, type PassengerChoice } from './passenger-picker.tsx';
import { RebookIntro, type RebookSource } from './rebook-intro.tsx';
import { PlaceField, placeLabel, type ChosenPlace } from './place-field.tsx';
import { PromoField } from './promo-field.tsx';
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
  const serviceTypes = useServiceTypes();
  const [step, setStep] = useState<BookingStep>('details');
  const [showErrors, setShowErrors] = useState(false);
  const [passenger, setPassenger] = useState<PassengerChoice>(initial.passenger);
  const [origin, setOrigin] = useState<ChosenPlace | null>(initial.origin);
  const [destination, setDestination] = useState<ChosenPlace | null>(initial.destination);
  const [serviceType, setServiceType] = useState<ServiceTypeId | null>(initial.serviceType);
  const [comment, setComment] = useState(initial.comment);
  const [when, setWhen] = useState<When>(initial.when);
  const [pinError, setPinError] = useState<string | null>(null);
  // the same place twice is no trip: said at once, and never priced or booked
  const samePlace = Boolean(origin && destination && isSamePlace(origin, destination));
  const estimate = useEstimate(origin, samePlace ? null : destination);

  const areas = useMemo(() => toServiceAreas(cities.data), [cities.data]);
  const home = useMemo(() => {
    const id = serviceTypes.data?.city_id;
    return cities.data?.find((c) => c.id === id)?.center ?? cities.data?.[0]?.center;
  }, [cities.data, serviceTypes.data]);

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
    const set = kind === 'origin' ? setOrigin : setDestination;
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

  const body = (): CreateTripBody | null => {
    if (!origin || !destination || !chosenFare) return null;
    const p =
      passenger.type === 'payroll'
        ? passenger.user && { type: 'payroll' as const, user_id: passenger.user._id }
        : { type: 'guest' as const, name: passenger.name.trim(), phone: passenger.phone };
    if (!p) return null;
    return {
      passenger: p,
      origin: { address: origin.address, lat: origin.lat, lng: origin.lng },
      destination: { address: destination.address, lat: destination.lat, lng: destination.lng },
      service_type_id: chosenFare.service_type_id,
      scheduled_at: when.mode === 'later' && when.at ? when.at.toDate().toISOString() : null,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(estimate.promo ? { promo_code: estimate.promo } : {}),
    };
  };

  const passengerOk =
    passenger.type === 'payroll'
      ? Boolean(passenger.user)
      : Boolean(passenger.name.trim()) && /^\d{10}$/.test(passenger.phone);
  // Who pays must be able to cover the fare: said on this step, not after "Confirm" fails.
  const payer = usePayerFunds(passenger.type === 'payroll' ? passenger.user : 'company');
  const payerShort = fallsShort(payer, chosenFare?.fare);
  const detailsOk =
    passengerOk &&
    origin &&
    destination &&
    chosenFare &&
    !payerShort &&
    !routeError &&
    !whenProblem(when) &&
    !estimate.query.isFetching;

  const booking = useBookingSubmit({
    send: createTrip,
    detailKey: tripKeys.detail,
    onDone: onBooked,
  });
  const bookingError = booking.error ? apiErrorText(t, booking.error) : null;

  const handleContinue = () => {
    setShowErrors(true);
    if (detailsOk) {
      booking.reset();
      setStep('confirm');
    }
  };
  const handleBook = () => {
    const b = body();
    if (b) booking.mutate(b);
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
  const fitKey = fitPoints?.map((p) => p.join(',')).join(';');

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
          fitKey={fitKey}
          center={home}
        />
      }
      incomplete={showErrors && !detailsOk && !estimate.query.isFetching}
      onClose={onClose}
      onContinue={handleContinue}
      onBack={() => setStep('details')}
      onSubmit={handleBook}
      submitLabel={t('request.book')}
      submitting={booking.isPending}
      submitDisabled={payerShort}
    >
      {step === 'details' ? (
        <Stack spacing={3}>
          {again && <RebookIntro again={again} />}
          <Section title={t('request.passenger')}>
            <PassengerPicker value={passenger} onChange={setPassenger} showErrors={showErrors} />
          </Section>
          <Section title={t('request.route')}>
            <PlaceField
              label={t('fields.origin')}
              value={origin}
              onChange={setOrigin}
              onPickOnMap={() => pickOnMap('origin')}
              error={
                (showErrors && !origin) ||
                routeError === 'origin_not_served' ||
                pinError === 'origin_not_served'
              }
              helperText={
                routeError === 'origin_not_served' || pinError === 'origin_not_served'
                  ? t('errors:origin_not_served')
                  : showErrors && !origin
                    ? t('errors:field_required')
                    : t('place.dragHint')
              }
            />
            <PlaceField
              label={t('fields.destination')}
              value={destination}
              onChange={setDestination}
              onPickOnMap={() => pickOnMap('destination')}
              error={showErrors && !destination}
              helperText={showErrors && !destination ? t('errors:field_required') : undefined}
            />
            {samePlace && <Alert severity="error">{t('errors:same_origin_destination')}</Alert>}
            {routeError && routeError !== 'origin_not_served' && (
              <Alert severity="error">{apiErrorText(t, estimate.query.error)}</Alert>
            )}
            {pinError && pinError !== 'origin_not_served' && (
              <Alert severity="warning">{errorText(t, pinError)}</Alert>
            )}
          </Section>
          <Section title={t('request.service')}>
            {!origin || !destination || samePlace ? (
              <Typography variant="body2" color="text.secondary">
                {t('fare.needsRoute')}
              </Typography>
            ) : (
              <>
                {estimate.query.data && (
                  <Typography variant="body2" color="text.secondary">
                    {t('fare.summary', {
                      city: estimate.query.data.city,
                      km: estimate.query.data.distance_km.toLocaleString(lang),
                      min: Math.max(1, Math.round(estimate.query.data.duration_min)),
                    })}
                  </Typography>
                )}
                <FareCards
                  fares={fares}
                  loading={estimate.query.isFetching}
                  value={chosenFare?.service_type_id ?? null}
                  onChange={setServiceType}
                  lang={lang}
                />
                {payerShort && (
                  <Alert
                    severity="warning"
                    action={
                      passenger.type === 'payroll' && passenger.user ? (
                        <Button
                          color="inherit"
                          size="small"
                          component={RouterLink}
                          to={`/user/${passenger.user._id}`}
                        >
                          <WithUserText>
                            {(isolate) =>
                              t('payroll:actions.giveTo', {
                                name: isolate(passenger.user?.name ?? ''),
                              })
                            }
                          </WithUserText>
                        </Button>
                      ) : undefined
                    }
                  >
                    {errorText(t, 'insufficient_balance')}
                  </Alert>
                )}
              </>
            )}
            <PromoField
              applied={estimate.promo}
              errorCode={estimate.promoError}
              checking={Boolean(estimate.promo) && estimate.query.isFetching}
              disabled={!origin || !destination}
              onApply={estimate.applyPromo}
              onClear={estimate.clearPromo}
            />
          </Section>
          <Section title={t('request.when')}>
            <ScheduleField value={when} onChange={setWhen} showErrors={showErrors} />
          </Section>
          <Section title={t('fields.comment')}>
            <TextField
              label={t('request.noteLabel')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: TRIP_COMMENT_MAX } }}
              helperText={`${comment.length}/${TRIP_COMMENT_MAX}`}
            />
          </Section>
        </Stack>
      ) : (
        origin &&
        destination &&
        chosenFare &&
        estimate.query.data && (
          <Stack spacing={2}>
            <ConfirmStep
              error={bookingError}
              passenger={passenger}
              origin={origin}
              destination={destination}
              fare={chosenFare}
              when={when}
              comment={comment}
              promo={estimate.promo}
              distanceKm={estimate.query.data.distance_km}
              durationMin={estimate.query.data.duration_min}
              lang={lang}
            />
          </Stack>
        )
      )}
    </BookingFrame>
  );
}
