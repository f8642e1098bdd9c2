import { fromCents, type PayrollUser } from '@trayecto/contracts';
import { availableCents, takeableCents } from '../ledger/ledger.service.ts';
import type { PayrollUserWithAccount } from './payroll.repository.ts';

/** A payroll user as it crosses the wire: amounts in dollars, a missing account reads as zero. */
export function toPayrollUser(row: PayrollUserWithAccount): PayrollUser {
  const u = row.user;
  const account = {
    balanceCents: row.balanceCents ?? 0,
    overdraftCents: row.overdraftCents ?? 0,
    heldCents: row.heldCents ?? 0,
  };
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    id_card: u.idCard,
    department: u.department,
    group_id: u.groupId,
    is_active: u.isActive,
    balance: fromCents(account.balanceCents),
    overdraft: fromCents(account.overdraftCents),
    available: fromCents(availableCents(account)),
    takeable: fromCents(takeableCents(account)),
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
    deleted_at: u.deletedAt?.toISOString() ?? null,
  };
}
