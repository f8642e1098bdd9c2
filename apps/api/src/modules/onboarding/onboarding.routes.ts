import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  fiscalDataResponseSchema,
  onboardingBodySchema,
  onboardingResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import * as service from './onboarding.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['onboarding'];

/**
 * The onboarding form under /api/corporate (issue 10): an approved company's fiscal data, asked
 * on its first login (GET /me needs_onboarding) and editable after. Masters too: they are
 * invoiced like any company. A pending or suspended company is refused by the auth hook.
 */
export async function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/onboarding',
    {
      schema: {
        tags,
        summary:
          "The company's fiscal data: fiscal name, RIF, fiscal address, invoice e-mails, logo",
        response: { 200: fiscalDataResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.getFiscalData(deps, corporateIdOf(req)),
    }),
  );

  r.put(
    '/onboarding',
    {
      schema: {
        tags,
        summary:
          'Send the onboarding form (the first time) or edit the fiscal data; the logo is an upload of POST /logos',
        body: onboardingBodySchema,
        response: { 200: onboardingResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    (req) => service.saveOnboarding(deps, corporateIdOf(req), req.body, actorOf(req), req.auth!),
  );
}
