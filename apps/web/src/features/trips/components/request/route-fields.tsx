import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import type { TripFormBody, TripFormValues } from '../../lib/trip-form.ts';
import { PlaceField } from './place-field.tsx';

/** "Ruta" of the trip request: origin and destination (searched or pinned), and their problems. */
export function RouteFields({
  control,
  errors,
  samePlace,
  routeError,
  estimateError,
  pinError,
  onPickOnMap,
}: {
  control: Control<TripFormValues, unknown, TripFormBody>;
  /** the form's errors, once shown (undefined before the first "Continuar") */
  errors: FieldErrors<TripFormValues> | undefined;
  samePlace: boolean;
  /** the estimate's error code, but for a promo code's */
  routeError: string | null;
  estimateError: unknown;
  pinError: string | null;
  onPickOnMap: (kind: 'origin' | 'destination') => void;
}) {
  const { t } = useTranslation('trips');
  const originNotServed = routeError === 'origin_not_served' || pinError === 'origin_not_served';
  const originError = errors?.origin?.message;
  // two places too close are said in the alert below, not on the field
  const destinationError =
    errors?.destination?.message !== 'same_origin_destination'
      ? errors?.destination?.message
      : undefined;
  return (
    <>
      <Controller
        control={control}
        name="origin"
        render={({ field }) => (
          <PlaceField
            label={t('fields.origin')}
            value={field.value}
            onChange={field.onChange}
            onPickOnMap={() => onPickOnMap('origin')}
            error={Boolean(originError) || originNotServed}
            helperText={
              originNotServed
                ? errorText(t, 'origin_not_served')
                : originError
                  ? errorText(t, originError)
                  : t('place.dragHint')
            }
          />
        )}
      />
      <Controller
        control={control}
        name="destination"
        render={({ field }) => (
          <PlaceField
            label={t('fields.destination')}
            value={field.value}
            onChange={field.onChange}
            onPickOnMap={() => onPickOnMap('destination')}
            error={Boolean(destinationError)}
            helperText={destinationError ? errorText(t, destinationError) : undefined}
          />
        )}
      />
      {samePlace && <Alert severity="error">{errorText(t, 'same_origin_destination')}</Alert>}
      {routeError && routeError !== 'origin_not_served' && (
        <Alert severity="error">{apiErrorText(t, estimateError)}</Alert>
      )}
      {pinError && pinError !== 'origin_not_served' && (
        <Alert severity="warning">{errorText(t, pinError)}</Alert>
      )}
    </>
  );
}
