import { useQuery } from '@tanstack/react-query';
import { fiscalDataKey, getFiscalData } from './onboarding-api.ts';

/** The company's fiscal data as stored (the form's values, the profile's card). */
export function useFiscalData() {
  return useQuery({
    queryKey: fiscalDataKey,
    queryFn: ({ signal }) => getFiscalData(signal),
  });
}
