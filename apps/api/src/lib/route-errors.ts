import { apiErrorSchema } from '@trayecto/contracts';

/**
 * The error answers a company route documents: every one is `{ error_code, message, fields? }`.
 * A route file spreads it into each response map (`response: { 200: …, ...ROUTE_ERRORS }`).
 */
export const ROUTE_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  422: apiErrorSchema,
};
