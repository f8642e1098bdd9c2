import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CITIES,
  CITY_IDS,
  LEADS_PER_ADDRESS,
  LEADS_RATE_WINDOW_MS,
  apiErrorSchema,
  captchaChallengeSchema,
  citiesResponseSchema,
  createLeadBodySchema,
  createLeadResponseSchema,
} from '@trayecto/contracts';
import { publicRateLimit } from '../../plugins/security.ts';
import { createCaptcha, type Captcha } from './captcha.ts';
import { createLead } from './leads.service.ts';

const tags = ['public'];

/**
 * The public sign-up funnel under /api/public, no login (issue 10): the contact form's captcha
 * challenge, its cities, and the form itself, which makes a lead for the provider's console.
 * `captcha` is for tests; the app makes it from its configuration.
 */
export async function leadsPublicRoutes(app: FastifyInstance, opts: { captcha?: Captcha } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const captcha =
    opts.captcha ?? createCaptcha({ config: deps.config, clock: deps.clock, log: app.log });

  r.get(
    '/captcha',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags,
        summary:
          "The contact form's captcha: an ALTCHA proof-of-work challenge (signed, expires in 10 minutes), or the reCAPTCHA site key when reCAPTCHA is configured",
        response: { 200: captchaChallengeSchema, 429: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );

  r.get(
    '/cities',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags,
        summary: 'The cities the provider serves (SPEC §9), for the contact form',
        response: { 200: citiesResponseSchema, 429: apiErrorSchema },
      },
    },
    async () => ({
      success: true as const,
      cities: CITY_IDS.map((id, i) => ({ id, name: CITIES[i]! })),
    }),
  );

  r.post(
    '/leads',
    {
      config: {
        auth: 'public',
        rateLimit: { max: LEADS_PER_ADDRESS, timeWindow: LEADS_RATE_WINDOW_MS },
      },
      schema: {
        tags,
        summary:
          'The contact form: a prospective company asks to be contacted. The captcha must verify and is spent; the sales inbox and the prospect are e-mailed',
        body: createLeadBodySchema,
        response: { 201: createLeadResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await createLead(deps, captcha, req.body, { ip: req.ip, lang: req.lang });
      reply.status(201);
      return { success: true as const };
    },
  );
}
