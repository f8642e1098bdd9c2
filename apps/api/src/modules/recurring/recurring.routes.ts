import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  holidayBodySchema,
  holidayParamsSchema,
  holidaysResponseSchema,
  idParamsSchema,
  recurringBodySchema,
  recurringListResponseSchema,
  recurringPatchSchema,
  recurringResponseSchema,
} from '@trayecto/contracts';
import { actorOf, corporateIdOf } from '../../lib/actor.ts';
import { ROUTE_ERRORS } from '../../lib/route-errors.ts';
import { mastersRule } from '../../plugins/auth.ts';
import * as service from './recurring.service.ts';

const tags = ['recurring'];

/** Recurring trips and the company's holidays under /api/corporate (issue 13, part 4). */
export async function recurringRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    mastersRule(scope, 'barred');
    const deps = app.deps;

    r.get(
      '/recurring',
      {
        schema: {
          tags,
          summary: 'The recurring trips, with their next and latest occurrences',
          response: { 200: recurringListResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => ({
        success: true as const,
        data: { recurring: await service.listRecurring(deps, corporateIdOf(req)) },
      }),
    );

    r.post(
      '/recurring',
      {
        schema: {
          tags,
          summary:
            'A trip booked on these weekdays at this time (the company time zone), 24 hours ahead of each',
          body: recurringBodySchema,
          response: { 201: recurringResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req, reply) => {
        const data = await service.createRecurring(
          deps,
          corporateIdOf(req),
          req.body,
          actorOf(req),
          req.auth!.member?.name,
        );
        await app.recurringTimer.wake();
        reply.status(201);
        return { success: true as const, data };
      },
    );

    r.put(
      '/recurring/:id',
      {
        schema: {
          tags,
          summary: 'Changes a recurring trip (occurrences already booked stay as they are)',
          params: idParamsSchema,
          body: recurringBodySchema,
          response: { 200: recurringResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => {
        const data = await service.updateRecurring(
          deps,
          corporateIdOf(req),
          req.params.id,
          req.body,
          actorOf(req),
        );
        await app.recurringTimer.wake();
        return { success: true as const, data };
      },
    );

    r.patch(
      '/recurring/:id',
      {
        schema: {
          tags,
          summary: 'Pauses or resumes a recurring trip',
          params: idParamsSchema,
          body: recurringPatchSchema,
          response: { 200: recurringResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => {
        const data = await service.setPaused(
          deps,
          corporateIdOf(req),
          req.params.id,
          req.body.paused,
          actorOf(req),
        );
        if (!req.body.paused) await app.recurringTimer.wake();
        return { success: true as const, data };
      },
    );

    r.delete(
      '/recurring/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a recurring trip (trips already booked are not cancelled)',
          params: idParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...ROUTE_ERRORS },
        },
      },
      async (req) => {
        await service.deleteRecurring(deps, corporateIdOf(req), req.params.id, actorOf(req));
        return { success: true as const };
      },
    );

    r.get(
      '/holidays',
      {
        schema: {
          tags,
          summary: "The company's holidays: recurring trips skip them",
          response: { 200: holidaysResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => ({
        success: true as const,
        data: { holidays: await service.listHolidays(deps, corporateIdOf(req)) },
      }),
    );

    r.post(
      '/holidays',
      {
        schema: {
          tags,
          summary: 'Marks a day as a holiday',
          body: holidayBodySchema,
          response: { 201: holidaysResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req, reply) => {
        const holidays = await service.addHoliday(deps, corporateIdOf(req), req.body, actorOf(req));
        reply.status(201);
        return { success: true as const, data: { holidays } };
      },
    );

    r.delete(
      '/holidays/:day',
      {
        schema: {
          tags,
          summary: 'Removes a holiday',
          params: holidayParamsSchema,
          response: { 200: holidaysResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (req) => ({
        success: true as const,
        data: {
          holidays: await service.removeHoliday(
            deps,
            corporateIdOf(req),
            req.params.day,
            actorOf(req),
          ),
        },
      }),
    );
  });
}
