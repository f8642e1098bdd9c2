import type { FastifyInstance } from 'fastify';
import { auth } from '../../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls to /api/console with an admin's token, for the console's tests. */
export function consoleApi(app: FastifyInstance, token: string) {
  const send = (method: Method, path: string, payload?: unknown, lang = 'es') =>
    app.inject({
      method,
      url: `/api/console${path}`,
      headers: { ...auth(token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (path: string, lang?: string) => send('GET', path, undefined, lang),
    post: (path: string, payload: unknown = {}, lang?: string) => send('POST', path, payload, lang),
    put: (path: string, payload: unknown) => send('PUT', path, payload),
    patch: (path: string, payload: unknown) => send('PATCH', path, payload),
    delete: (path: string) => send('DELETE', path),
  };
}
