import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
} from '@trayecto/contracts';
import {
  changePasswordBodySchema,
  resetPasswordBodySchema,
} from '@trayecto/contracts/new-password';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { disconnectCorporateSockets } from '../../plugins/realtime.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import { createAuthJobs, registerAuthJobs } from './auth-jobs.ts';
import * as service from './auth.service.ts';
import { kickResetWorker } from './reset-worker.ts';

const client = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  log: req.log,
});
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/** Sessions and passwords, under /api/corporate. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const jobs = createAuthJobs(app.log);
  registerAuthJobs(deps, jobs);
  // Requests a stopped instance queued but did not handle are handled at start.
  app.addHook('onReady', async () => kickResetWorker(deps));
  app.addHook('onClose', () => jobs.drain());

  r.post(
    '/login',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    (req) => service.login(deps, req.body, client(req)),
  );

  r.post(
    '/logout',
    {
      config: { allowUnapproved: true },
      schema: { tags: ['auth'], response: { 200: okResponseSchema, ...errors } },
    },
    async (req) => {
      await service.logout(deps, req.auth!.sessionId, actorOf(req));
      await disconnectCorporateSockets(app, corporateIdOf(req), { only: req.auth!.sessionId });
      return { success: true as const };
    },
  );

  r.post(
    '/password/forgot',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await service.forgotPassword(deps, req.body.email, client(req));
      return { success: true as const };
    },
  );

  r.post(
    '/password/reset',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { corporateId } = await service.resetPassword(deps, req.body, client(req));
      await disconnectCorporateSockets(app, corporateId);
      return { success: true as const };
    },
  );

  r.post(
    '/me/password',
    {
      config: { credentials: true },
      schema: {
        tags: ['auth'],
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      const auth = {
        corporateId: corporateIdOf(req),
        sessionId: req.auth!.sessionId,
        memberId: req.auth!.member?.id ?? null,
      };
      await service.changePassword(deps, auth, req.body, actorOf(req));
      await disconnectCorporateSockets(app, auth.corporateId, { except: auth.sessionId });
      return { success: true as const };
    },
  );
}
