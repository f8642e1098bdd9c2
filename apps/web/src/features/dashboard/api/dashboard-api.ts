import {
  PAYMENTS_LIMIT,
  PAYMENTS_PAGE,
  corporateUsersResponseSchema,
  dashboardResponseSchema,
  paymentsResponseSchema,
} from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

// The three admin-host calls of SPEC §7, exactly as the spec gives their queries.

export function getDashboard(range: { startDate: string; endDate: string }, signal?: AbortSignal) {
  return api.get('/admin/v2/corporate/dashboard', {
    query: range,
    schema: dashboardResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getActiveUsers(signal?: AbortSignal) {
  return api.get('/admin/v2/corporate/users', {
    query: { isActive: true },
    schema: corporateUsersResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAssociatedPanelPayments(signal?: AbortSignal) {
  return api.get('/admin/v2/corporate/payments', {
    query: { page: PAYMENTS_PAGE, limit: PAYMENTS_LIMIT, onlyAssociatedPanelsMov: true },
    schema: paymentsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
