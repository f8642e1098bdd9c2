import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamsSchema,
  inviteInfoResponseSchema,
  inviteMemberBodySchema,
  inviteTokenParamsSchema,
  loginResponseSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
  updateMemberBodySchema,
} from '@trayecto/contracts';
import { acceptInviteBodySchema } from '@trayecto/contracts/new-password';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { disconnectCorporateSockets } from '../../plugins/realtime.ts';
import { publicRateLimit } from '../../plugins/security.ts';
import * as invites from './invites.service.ts';
import * as service from './team.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['team'];
const member = { 200: teamMemberResponseSchema, ...errors };

/**
 * The company's team under /api/corporate/team (issue 13): members, roles, invitations. Reading
 * needs read:team, every change write:team (the auth hook, by the 'team' tag).
 */
export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const auth = (req: FastifyRequest) => req.auth!;

  r.get(
    '/team/members',
    {
      schema: {
        tags,
        summary: 'The owner and the members; format=csv downloads them',
        querystring: teamListQuerySchema,
        response: { 200: teamListResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        const csv = await service.exportTeamCsv(deps, corporateIdOf(req), req.lang);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="equipo.csv"')
          .send(csv as never);
      }
      return service.listTeam(deps, corporateIdOf(req));
    },
  );

  r.post(
    '/team/members',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'Invite a person by e-mail with a role (a single-use link to choose a password)',
        body: inviteMemberBodySchema,
        response: { 201: teamMemberResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const created = await service.inviteMember(
        deps,
        corporateIdOf(req),
        req.body,
        auth(req),
        actorOf(req),
      );
      return reply.status(201).send({ success: true as const, member: created });
    },
  );

  r.patch(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: "Change a member's name or role (not one's own)",
        params: idParamsSchema,
        body: updateMemberBodySchema,
        response: member,
      },
    },
    async (req) => ({
      success: true as const,
      member: await service.updateMember(
        deps,
        corporateIdOf(req),
        req.params.id,
        req.body,
        auth(req),
        actorOf(req),
      ),
    }),
  );

  r.post(
    '/team/members/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate a member: its sessions end at once',
        params: idParamsSchema,
        response: member,
      },
    },
    async (req) => {
      const corporateId = corporateIdOf(req);
      const done = await service.deactivateMember(
        deps,
        corporateId,
        req.params.id,
        auth(req),
        actorOf(req),
      );
      await disconnectCorporateSockets(app, corporateId, { only: done.ended });
      return { success: true as const, member: done.member };
    },
  );

  r.post(
    '/team/members/:id/activate',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'Activate a member again (invited again if it never chose a password)',
        params: idParamsSchema,
        response: member,
      },
    },
    async (req) => ({
      success: true as const,
      member: await service.activateMember(
        deps,
        corporateIdOf(req),
        req.params.id,
        auth(req),
        actorOf(req),
      ),
    }),
  );

  r.post(
    '/team/members/:id/resend',
    {
      config: { credentials: true },
      schema: {
        tags,
        summary: 'Send the invitation again with a new link',
        params: idParamsSchema,
        response: member,
      },
    },
    async (req) => ({
      success: true as const,
      member: await service.resendInvite(
        deps,
        corporateIdOf(req),
        req.params.id,
        auth(req),
        actorOf(req),
      ),
    }),
  );
}

/** The invitation link's page, under /api/public: no session (the link is the credential). */
export async function publicInviteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const publicErrors = { ...errors, 410: apiErrorSchema, 429: apiErrorSchema };

  r.get(
    '/invites/:token',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['public'],
        summary: 'Who an invitation is for (404 invite_invalid, 410 invite_expired)',
        params: inviteTokenParamsSchema,
        response: { 200: inviteInfoResponseSchema, ...publicErrors },
      },
    },
    (req) => invites.getInvite(deps, req.params.token),
  );

  r.post(
    '/invites/:token/accept',
    {
      config: { auth: 'public', rateLimit: publicRateLimit },
      schema: {
        tags: ['public'],
        summary: 'Accept an invitation: choose a password and sign in',
        params: inviteTokenParamsSchema,
        body: acceptInviteBodySchema,
        response: { 200: loginResponseSchema, ...publicErrors },
      },
    },
    (req) =>
      invites.acceptInvite(deps, req.params.token, req.body.password, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );
}
