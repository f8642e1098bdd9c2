import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Who did it, for the audit log. */
export type Actor = {
  corporateId: string | null;
  adminId: string | null;
  ip: string | null;
  /** the team member who acted ; absent or null for the company's own login */
  memberId?: string | null;
  /** the company's API key that acted (ADR 0015) */
  apiKeyId?: string | null;
};

/** The audit actor of an authenticated request (the request's auth, set by the auth plugin). */
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
