import {
  captchaChallengeSchema,
  citiesResponseSchema,
  createLeadResponseSchema,
  type CaptchaChallenge,
  type CreateLeadBody,
} from '@trayecto/contracts/leads';
import { api } from '../../../lib/api-client.ts';

// The public funnel's calls (issue 10), no session needed: /api/public/captcha, /cities, /leads.

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** A fresh captcha: an ALTCHA challenge to solve, or the reCAPTCHA site key. */
export function fetchCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallenge> {
  return api.get('/public/captcha', { schema: captchaChallengeSchema, ...signalOf(signal) });
}

/** The cities the provider serves (SPEC §9), for the form's select. */
export async function fetchCities(signal?: AbortSignal) {
  const answer = await api.get('/public/cities', {
    schema: citiesResponseSchema,
    ...signalOf(signal),
  });
  return answer.cities;
}

/** Sends the contact form with its solved captcha. */
export async function sendLead(body: CreateLeadBody): Promise<void> {
  await api.post('/public/leads', body, { schema: createLeadResponseSchema });
}
