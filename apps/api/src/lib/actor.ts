import type { FastifyRequest } from 'fastify';
import type { Actor } from '../app-types.ts';
import { AppError } from './app-error.ts';

/** The audit actor of an authenticated request. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    corporateId: request.auth?.corporateId ?? null,
    adminId: request.auth?.adminId ?? null,
    memberId: request.auth?.member?.id ?? null,
    apiKeyId: request.auth?.apiKey?.id ?? null,
    ip: request.ip,
  };
}

/** The corporate of an authenticated corporate request (the auth plugin guarantees it). */
export function corporateIdOf(request: FastifyRequest): string {
  const id = request.auth?.corporateId;
  if (!id) throw new AppError(401, 'invalid_token');
  return id;
}
