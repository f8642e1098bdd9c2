import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  mySessionsResponseSchema,
  okResponseSchema,
  sessionIdParamsSchema,
  sessionsEndedResponseSchema,
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
import { endMySessions, listMySessions, type SessionOwner } from './my-sessions.service.ts';
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
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The panel login making the request: the company's own, or a member's. */
const panelOwner = (req: FastifyRequest): SessionOwner => ({
  kind: 'panel',
  corporateId: corporateIdOf(req),
  memberId: req.auth!.member?.id ?? null,
});

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

  // ---- the sessions a person can see and end (never assist mode's: `credentials`) ----
  r.get(
    '/me/sessions',
    {
      config: { credentials: true, allowUnapproved: true },
      schema: {
        tags: ['auth'],
        summary: "The caller's own live sessions (device, address, last use)",
        response: { 200: mySessionsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      sessions: await listMySessions(deps, panelOwner(req), req.auth!.sessionId),
    }),
  );
  r.delete(
    '/me/sessions/:id',
    {
      config: { credentials: true, allowUnapproved: true },
      schema: {
        tags: ['auth'],
        summary: "Ends one of the caller's sessions (another person's answers 404)",
        params: sessionIdParamsSchema,
        response: { 200: sessionsEndedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const ended = await endMySessions(
        deps,
        panelOwner(req),
        req.auth!.sessionId,
        req.params.id,
        actorOf(req),
      );
      await disconnectCorporateSockets(app, corporateIdOf(req), { only: ended.ids });
      return { success: true as const, ended: ended.ids.length };
    },
  );
  r.post(
    '/me/sessions/end-others',
    {
      config: { credentials: true, allowUnapproved: true },
      schema: {
        tags: ['auth'],
        summary: "Ends every session of the caller's but this one",
        response: { 200: sessionsEndedResponseSchema, ...errors },
      },
    },
    async (req) => {
      const ended = await endMySessions(
        deps,
        panelOwner(req),
        req.auth!.sessionId,
        null,
        actorOf(req),
      );
      await disconnectCorporateSockets(app, corporateIdOf(req), { only: ended.ids });
      return { success: true as const, ended: ended.ids.length };
    },
  );
}
