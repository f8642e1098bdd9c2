import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { estimateTrip } from '../../api/trips-api.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import type { ChosenPlace } from './place-field.tsx';

const place = (p: ChosenPlace) => ({ address: p.address, lat: p.lat, lng: p.lng });

/**
 * The fares for a route, with a promo code once applied. A refused code is dropped (the fares
 * without it come back) and its message kept for the promo field.
 */
export function useEstimate(origin: ChosenPlace | null, destination: ChosenPlace | null) {
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [
      'trips',
      'estimate',
      origin && place(origin),
      destination && place(destination),
      promo,
    ],
    queryFn: async ({ signal }) => {
      try {
        return await estimateTrip(
          {
            origin: place(origin!),
            destination: place(destination!),
            ...(promo ? { promo_code: promo } : {}),
          },
          signal,
        );
      } catch (error) {
        // a refused code: keep its message for the promo field and quote again without it
        const code = isApiError(error) ? error.error_code : null;
        if (promo && (code === 'promo_invalid' || code === 'promo_estimate_error')) {
          setPromoError(code);
          setPromo(null);
        }
        throw error;
      }
    },
    enabled: Boolean(origin && destination),
    staleTime: 60_000,
    retry: false,
  });
  return {
    query,
    promo,
    promoError,
    applyPromo(value: string) {
      setPromoError(null);
      setPromo(value.trim().toUpperCase() || null);
    },
    clearPromo() {
      setPromoError(null);
      setPromo(null);
    },
  };
}
