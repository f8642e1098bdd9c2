import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { quitRedis } from '../lib/redis-quit.ts';
import { Server } from 'socket.io';
import {
  canPanel,
  PANEL_RESOURCES,
  REALTIME_EVENT_RESOURCE,
  REALTIME_EVENTS,
  type PanelResource,
  type RealtimeEvent,
  type RealtimePayload,
  type TeamRole,
} from '@trayecto/contracts';
import { resolveSession } from '../modules/auth/session.service.ts';

export const corporateRoom = (corporateId: string) => `corporate:${corporateId}`;
const resourceRoom = (room: string, resource: PanelResource) => `${room}:${resource}`;

/**
 * socket.io on the API's own HTTP server at /socket.io. A client connects with
 * `auth: {token}`; a live corporate session joins room `corporate:<id>` and, for each panel
 * resource its role may read, `corporate:<id>:<resource>` (REALTIME_EVENT_RESOURCE says which
 * room an event goes to); anything else is
 * refused with 'Invalid Token'. With Redis, events reach clients of every instance.
 */
export function registerRealtime(app: FastifyInstance, redis: Redis | undefined) {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
  });
  const pubSub = redis ? ([redis.duplicate(), redis.duplicate()] as const) : undefined;
  // a lost connection is retried by ioredis; said in the log, not thrown as an unhandled event
  for (const client of pubSub ?? [])
    client.on('error', (err: Error) => app.log.warn({ err }, 'realtime: Redis connection error'));
  if (pubSub) io.adapter(createAdapter(pubSub[0], pubSub[1]));
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) {
      next(
        Object.assign(new Error('A token is required for authentication'), {
          data: { error_code: 'token_required' },
        }),
      );
      return;
    }
    resolveSession(app.deps, token).then(
      (auth) => {
        if (!auth?.corporateId || auth.corporateStatus !== 'approved') {
          next(
            Object.assign(new Error('Invalid Token'), { data: { error_code: 'invalid_token' } }),
          );
          return;
        }
        socket.data.corporateId = auth.corporateId;
        socket.data.sessionId = auth.sessionId;
        socket.data.role = auth.role;
        next();
      },
      (err: unknown) => next(err instanceof Error ? err : new Error(String(err))),
    );
  });
  io.on('connection', (socket) => {
    const room = corporateRoom(socket.data.corporateId as string);
    // a room per panel resource the member's role may read: events go to the one they concern
    const readable = PANEL_RESOURCES.filter((r) =>
      canPanel(socket.data.role as TeamRole, 'read', r),
    ).map((r) => resourceRoom(room, r));
    void socket.join([room, ...readable]);
  });
  app.decorate('io', io);
  // Before the HTTP server closes: end the open sockets, or it would wait on them.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
    await Promise.allSettled((pubSub ?? []).map(quitRedis));
  });
}

/**
 * Sends an event to every connected client of a corporate. Only the events of the contracts'
 * REALTIME_EVENTS, and only a payload its schema accepts: one that does not is a bug here, thrown
 * rather than sent to panels that would drop it.
 */
export function emitToCorporate<E extends RealtimeEvent>(
  app: FastifyInstance,
  corporateId: string,
  event: E,
  payload: RealtimePayload<E>,
) {
  const checked = REALTIME_EVENTS[event].safeParse(payload);
  if (!checked.success) {
    throw new Error(`realtime ${event} does not match its contract: ${checked.error.message}`);
  }
  const resource = REALTIME_EVENT_RESOURCE[event];
  const room = corporateRoom(corporateId);
  app.io.to(resource ? resourceRoom(room, resource) : room).emit(event, payload);
}

/** `emitToCorporate` bound to an app, as the modules take it. */
export type Emit = <E extends RealtimeEvent>(
  corporateId: string,
  event: E,
  payload: RealtimePayload<E>,
) => void;

/**
 * Disconnects a corporate's sockets whose session has ended (logout, password reset,
 * suspension): all of them, or all but the session given in `except`.
 */
export async function disconnectCorporateSockets(
  app: FastifyInstance,
  corporateId: string,
  /** `only`: one session's sockets, or those of a list of sessions; `except`: all but one */
  options: { only?: string | readonly string[]; except?: string } = {},
) {
  const only = typeof options.only === 'string' ? [options.only] : options.only;
  if (only && only.length === 0) return;
  const sockets = await app.io.in(corporateRoom(corporateId)).fetchSockets();
  for (const socket of sockets) {
    const sessionId = socket.data.sessionId as string | undefined;
    if (only && !only.includes(sessionId ?? '')) continue;
    if (options.except && sessionId === options.except) continue;
    socket.disconnect(true);
  }
}
