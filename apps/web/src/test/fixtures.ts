// Records as the API answers them, for component and unit tests: a test names only what it is
// about (`payrollUser({ balance: 100 })`), the rest is a plausible default.
import type { Approval } from '@trayecto/contracts/approvals';
import type { PayrollUser } from '@trayecto/contracts';

/** Ana Pérez, an active collaborator with $10 of balance and no overdraft. */
export function payrollUser(overrides: Partial<PayrollUser> = {}): PayrollUser {
  return {
    _id: 'user-ana',
    name: 'Ana Pérez',
    email: 'ana@example.test',
    phone: '+584141234567',
    id_card: 'V12345678',
    department: null,
    group_id: null,
    is_active: true,
    balance: 10,
    overdraft: 0,
    available: 10,
    takeable: 10,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

/** AP-4K2M9Q, Ana Pérez's ride over her group's limit, waiting, paid by the company. */
export function waitingApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    _id: 'ap-1',
    unique_id: 'AP-4K2M9Q',
    kind: 'ride',
    status: 'waiting',
    passenger_name: 'Ana Pérez',
    payer_user_id: null,
    group_name: 'Ventas',
    violations: ['max_per_trip'],
    origin_address: 'Plaza Venezuela, Caracas',
    destination_address: 'Aeropuerto de Maiquetía',
    service_type_id: 'economy',
    estimate: 42.5,
    scheduled_at: null,
    reason: 'Visita a un cliente',
    cost_center: null,
    requested_by: 'Luis Gómez',
    decided_by: null,
    decided_at: null,
    deny_reason: null,
    failure_code: null,
    order_id: null,
    expires_at: '2099-01-01T00:00:00.000Z',
    created_at: '2026-11-29T12:00:00.000Z',
    ...overrides,
  };
}
