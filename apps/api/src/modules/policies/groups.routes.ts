import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  groupBodySchema,
  groupResponseSchema,
  groupsResponseSchema,
  idParamsSchema,
  okResponseSchema,
  userPolicyResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { mastersRule } from '../../plugins/auth.ts';
import * as service from './groups.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
// groups are the payroll's: reading needs read:payroll (the booking form reads a policy),
// changing them write:payroll
const tags = ['payroll'];

/** Groups of collaborators and their travel policies, under /api/corporate (issue 13). */
export async function groupsRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = app.deps;
    mastersRule(scope, 'barred');

    r.get(
      '/groups',
      {
        schema: {
          tags,
          summary: 'The groups and their policies',
          response: { 200: groupsResponseSchema, ...errors },
        },
      },
      (req) => service.listGroups(deps, corporateIdOf(req)),
    );

    r.post(
      '/groups',
      {
        schema: {
          tags,
          summary: 'A new group with its cost centre and travel policy',
          body: groupBodySchema,
          response: { 201: groupResponseSchema, ...errors },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await service.createGroup(deps, corporateIdOf(req), req.body, actorOf(req))),
    );

    r.put(
      '/groups/:id',
      {
        schema: {
          tags,
          summary: "Change a group's name, cost centre and policy",
          params: idParamsSchema,
          body: groupBodySchema,
          response: { 200: groupResponseSchema, ...errors },
        },
      },
      (req) => service.updateGroup(deps, corporateIdOf(req), req.params.id, req.body, actorOf(req)),
    );

    r.delete(
      '/groups/:id',
      {
        schema: {
          tags,
          summary: 'Remove a group (its collaborators leave it)',
          params: idParamsSchema,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      (req) => service.deleteGroup(deps, corporateIdOf(req), req.params.id, actorOf(req)),
    );

    r.get(
      '/users/:id/policy',
      {
        schema: {
          tags,
          summary: "The policy a collaborator books under and the month's spend",
          params: idParamsSchema,
          response: { 200: userPolicyResponseSchema, ...errors },
        },
      },
      (req) => service.getUserPolicy(deps, corporateIdOf(req), req.params.id),
    );
  });
}
