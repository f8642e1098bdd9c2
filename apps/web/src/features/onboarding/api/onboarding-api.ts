import {
  LOGO_UPLOAD_PATH,
  UPLOAD_IMAGE_FIELD,
  fiscalDataResponseSchema,
  onboardingResponseSchema,
  uploadedImageResponseSchema,
  type OnboardingBody,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { meQueryKey } from '../../auth/api/auth-api.ts';

// The onboarding form (issue 10): the company's fiscal data (GET/PUT /api/corporate/onboarding)
// and its logo (POST /api/corporate/logos, an image like a parcel's photo).

export const fiscalDataKey = ['corporate', 'fiscal-data'] as const;

export async function getFiscalData(signal?: AbortSignal) {
  return (
    await api.get('/corporate/onboarding', {
      schema: fiscalDataResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/**
 * PUT /onboarding. The answer carries the profile as GET /me now says it (needs_onboarding
 * false, the logo as image_url): it becomes the session's at once, so the panel opens.
 */
export async function saveOnboarding(body: OnboardingBody) {
  const res = await api.put('/corporate/onboarding', body, { schema: onboardingResponseSchema });
  useSessionStore.getState().setProfile(res.me);
  queryClient.setQueryData(meQueryKey, res.me);
  queryClient.setQueryData(fiscalDataKey, res.data);
  return res;
}

/** POST /logos: the logo as multipart/form-data (field `image`); its id comes back. */
export async function uploadLogo(file: Blob) {
  const form = new FormData();
  form.append(UPLOAD_IMAGE_FIELD, file);
  return (
    await api.post(`/corporate${LOGO_UPLOAD_PATH}`, form, { schema: uploadedImageResponseSchema })
  ).data;
}
