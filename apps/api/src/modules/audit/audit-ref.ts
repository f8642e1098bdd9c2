import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '@trayecto/db';

// What a person calls the thing an audit row is about: a trip's "VJ-8F3K2Q", a top-up's
// "REC-000002" with its invoice's number, a collaborator's or a member's name. The log keeps the
// raw id (it never changes); both the company's /activity and the console's log show this
// instead, so nobody reads a uuid.

/** The raw id as a uuid, or null when the row's id is not one (a date, "caracas/car"). */
const idAsUuid = sql`(case when ${auditLog.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end)`;

/**
 * Per kind of row, the SQL that reads its reference (a scalar sub-select on the row's own id).
 * A kind whose id already reads as a reference (a day, a city and service) shows it as it is;
 * a kind listed in AUDIT_REF_NONE has nothing a person would quote (a session, an upload).
 */
export const AUDIT_REF_SQL: Record<string, SQL> = {
  trip: sql`select x.unique_id from trips x where x.id = ${idAsUuid}`,
  parcel: sql`select x.unique_id from trips x where x.id = ${idAsUuid}`,
  quote: sql`select x.unique_id from multistop_quotes x where x.id = ${idAsUuid}`,
  approval: sql`select x.unique_id from approval_requests x where x.id = ${idAsUuid}`,
  topup: sql`select 'REC-' || lpad(x.seq::text, 6, '0')
      || coalesce(' · ' || (select lpad(i.number::text, 8, '0') from invoices i
           where i.topup_id = x.id order by i.issued_at limit 1), '')
    from topups x where x.id = ${idAsUuid}`,
  credit: sql`select 'CRE-' || lpad(x.seq::text, 6, '0') from corporate_credits x where x.id = ${idAsUuid}`,
  proforma: sql`select 'PRO-' || lpad(x.seq::text, 6, '0') from proformas x where x.id = ${idAsUuid}`,
  member: sql`select x.name from corporate_members x where x.id = ${idAsUuid}`,
  payroll_user: sql`select x.name from payroll_users x where x.id = ${idAsUuid}`,
  group: sql`select x.name from collaborator_groups x where x.id = ${idAsUuid}`,
  recurring_trip: sql`select x.passenger_name || ' · ' || x.time from recurring_trips x where x.id = ${idAsUuid}`,
  trip_batch: sql`select x.file_name from trip_batches x where x.id = ${idAsUuid}`,
  api_key: sql`select x.name || ' · ' || x.shown from api_keys x where x.id = ${idAsUuid}`,
  webhook_endpoint: sql`select x.url from webhook_endpoints x where x.id = ${idAsUuid}`,
  corporate: sql`select x.name from corporates x where x.id = ${idAsUuid}`,
  corporate_panel: sql`select x.name from corporates x where x.id = ${idAsUuid}`,
  master_panel: sql`select x.name from corporates x where x.id = ${idAsUuid}`,
  lead: sql`select x.name from leads x where x.id = ${idAsUuid}`,
  promo_code: sql`select x.code from promo_codes x where x.id = ${idAsUuid}`,
  ledger_account: sql`select coalesce(c.name, p.name, x.code) from ledger_accounts x
      left join corporates c on x.owner_type = 'corporate' and c.id = x.owner_id
      left join payroll_users p on x.owner_type = 'payroll_user' and p.id = x.owner_id
    where x.id = ${idAsUuid}`,
};

/**
 * Kinds whose id is already what a person reads (a day, a rate's date, a fare's city/service,
 * the operation an admin made in assist mode: "GET /api/corporate/wallet/operations").
 */
export const AUDIT_REF_AS_IS = ['holiday', 'exchange_rate', 'fare', 'operation'] as const;

/** Kinds with nothing a person would quote: the row says what, when and who, and no id. */
export const AUDIT_REF_NONE = ['session', 'upload'] as const;

/** The reference of the row as one SQL expression (null when it has none, or it is gone): never a uuid. */
export function auditRefSql(): SQL<string | null> {
  const cases = Object.entries(AUDIT_REF_SQL).map(
    ([entity, select]) => sql`when ${auditLog.entity} = ${entity} then (${select})`,
  );
  const asIs = sql.join(
    AUDIT_REF_AS_IS.map((e) => sql`${e}`),
    sql`, `,
  );
  // an id that is not a uuid was written to be read (a day, "caracas/economy"): shown as it is
  return sql<string | null>`coalesce((case ${sql.join(cases, sql` `)}
    when ${auditLog.entity} in (${asIs}) then ${auditLog.entityId} end),
    (case when ${idAsUuid} is null then ${auditLog.entityId} end))`;
}
