import {
  BATCH_ROW_KEY,
  createTripBodySchema,
  fromCents,
  isErrorCode,
  normalizePhoneInput,
  scheduledAtProblem,
  SERVICE_TYPE_IDS,
  zonedDayStart,
  type BatchFile,
  type BatchPreview,
  type BatchReportRow,
  type BatchRow,
  type CreateTripBody,
  type ServiceTypeId,
  type TripBatch,
} from '@trayecto/contracts';
import type { Actor } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import type { Geocoder } from '../geo/geocoder.ts';
import { withIdempotency, type IdempotencyScope } from '../ledger/idempotency.ts';
import { holdPlan } from '../ledger/ledger-hold.service.ts';
import type { OwnerRef } from '../ledger/ledger.service.ts';
import type { OrderRuntime } from '../orders/order-runtime.ts';
import { ApprovalNeeded, applyPolicy } from '../policies/policy-check.ts';
import { quoteOrFail } from '../trips/trip-quote.service.ts';
import { createTrip } from '../trips/trips.service.ts';
import { readBatchFile, type FileRow } from './batch-file.ts';
import { toBatch } from './batch-report.ts';
import * as repo from './batch.repository.ts';

// Booking many trips from a file (issue 13, part 5). Each row becomes the body of POST /trips:
// the passenger found among the company's collaborators (by e-mail or ID card) or taken as a
// guest, the addresses found by the geocoder, the time read in the company's time zone. The
// preview checks every row as the booking will (the 15-minute rule, the provider's quote, the
// group's policy); booking reads the file again and places each good row through createTrip,
// under an idempotency key of its own, so a retried batch books nothing twice.

/** Rows checked at once (each asks the geocoder and the provider for a quote). */
const PREVIEW_CONCURRENCY = 6;

/** A row as checked; `payer` and `estimateCents` of a row priced (its hold still to be planned). */
type Checked = {
  row: BatchRow;
  body: CreateTripBody | null;
  payer?: OwnerRef;
  estimateCents?: number;
};

const FIELD_COLUMN: Record<string, string> = {
  passenger: 'passenger',
  origin: 'origin',
  destination: 'destination',
  scheduled_at: 'time',
  service_type_id: 'service_type',
  reason: 'reason',
  cost_center: 'cost_center',
  comment: 'passenger',
};

const TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$|^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;

/** "YYYY-MM-DD HH:MM" (or "DD/MM/YYYY HH:MM") of the company's time zone, as an instant. */
export function readTime(text: string, timeZone: string): Date | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m[1] ? [m[1], m[2], m[3], m[4], m[5]] : [m[8], m[7], m[6], m[9], m[10]];
  const hours = Number(h);
  const minutes = Number(mi);
  if (hours > 23 || minutes > 59) return null;
  const day = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const start = zonedDayStart(day, timeZone);
  if (Number.isNaN(start.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return new Date(start.getTime() + (hours * 60 + minutes) * 60_000);
}

/** The column a refusal of the booking is about (its first field's), or the whole row. */
function columnOfError(error: unknown): string {
  const field = error instanceof AppError ? Object.keys(error.fields ?? {})[0] : undefined;
  if (!field) return BATCH_ROW_KEY;
  const path = field.split('.');
  if (path[0] === 'passenger' && path[1] === 'phone') return 'phone';
  return FIELD_COLUMN[path[0] ?? ''] ?? BATCH_ROW_KEY;
}

const codeOf = (error: unknown) =>
  error instanceof AppError
    ? error.code
    : error instanceof ApprovalNeeded
      ? null
      : 'trip_create_error';

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
  return out;
}

export function createBatchDesk(runtime: OrderRuntime, geocoder: Geocoder) {
  const { deps } = runtime;

  async function checkFile(corporateId: string, rows: FileRow[]): Promise<Checked[]> {
    const [timeZone, users] = await Promise.all([
      corporateTimeZone(deps.db, corporateId),
      repo.activeCollaborators(deps.db, corporateId),
    ]);
    const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
    const byIdCard = new Map(users.map((u) => [repo.idCardKey(u.idCard), u]));
    const places = new Map<string, Promise<{ address: string; lat: number; lng: number } | null>>();
    const place = (text: string) => {
      const key = text.trim().toLowerCase();
      if (!places.has(key))
        places.set(
          key,
          geocoder
            .search(text, { limit: 1 })
            .then(([hit]) => (hit ? { address: hit.address, lat: hit.lat, lng: hit.lng } : null))
            .catch(() => null),
        );
      return places.get(key)!;
    };
    const now = deps.clock.now();

    async function checkRow({ line, values }: FileRow): Promise<Checked> {
      const errors: Record<string, string> = {};
      const row: BatchRow = {
        line,
        values,
        status: 'ok',
        errors,
        passenger_name: null,
        origin_address: null,
        destination_address: null,
        scheduled_at: null,
        service_type_id: null,
        estimate: null,
        needs_approval: false,
      };
      // who travels
      let passenger: CreateTripBody['passenger'] | null = null;
      let userId: string | null = null;
      const who = values.passenger;
      if (!who) errors.passenger = 'field_required';
      else if (who.includes('@') || /^[VEJPGvejpg]?-?\d{6,9}$/.test(who.replace(/\./g, ''))) {
        const user = who.includes('@')
          ? byEmail.get(who.toLowerCase())
          : byIdCard.get(repo.idCardKey(who));
        if (!user) errors.passenger = 'passenger_not_found';
        else {
          passenger = { type: 'payroll', user_id: user.id };
          userId = user.id;
          row.passenger_name = user.name;
        }
      } else {
        passenger = { type: 'guest', name: who, phone: normalizePhoneInput(values.phone) };
        row.passenger_name = who;
        if (!values.phone) errors.phone = 'field_required';
      }
      // where
      const [origin, destination] = await Promise.all([
        values.origin ? place(values.origin) : null,
        values.destination ? place(values.destination) : null,
      ]);
      if (!values.origin) errors.origin = 'field_required';
      else if (!origin) errors.origin = 'address_not_found';
      if (!values.destination) errors.destination = 'field_required';
      else if (!destination) errors.destination = 'address_not_found';
      row.origin_address = origin?.address ?? null;
      row.destination_address = destination?.address ?? null;
      // when
      const at = values.time ? readTime(values.time, timeZone) : null;
      if (!values.time) errors.time = 'field_required';
      else if (!at) errors.time = 'batch_time_format';
      else {
        const problem = scheduledAtProblem(at, now);
        if (problem) errors.time = problem;
        row.scheduled_at = at.toISOString();
      }
      const service = (values.service_type || 'economy').toLowerCase();
      if (!(SERVICE_TYPE_IDS as readonly string[]).includes(service))
        errors.service_type = 'service_type_invalid';
      else row.service_type_id = service;
      if (Object.keys(errors).length > 0 || !passenger || !origin || !destination || !at)
        return { row: { ...row, status: 'error' }, body: null };

      const parsed = createTripBodySchema.safeParse({
        passenger,
        origin,
        destination,
        service_type_id: service,
        scheduled_at: at.toISOString(),
        reason: values.reason || undefined,
        cost_center: values.cost_center || undefined,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = issue.path.map(String);
          const column =
            path[0] === 'passenger' && path[1] === 'phone'
              ? 'phone'
              : (FIELD_COLUMN[path[0] ?? ''] ?? BATCH_ROW_KEY);
          errors[column] ??= isErrorCode(issue.message) ? issue.message : 'validation_error';
        }
        return { row: { ...row, status: 'error' }, body: null };
      }
      const body = parsed.data as CreateTripBody;
      let estimateCents = 0;
      try {
        const quote = await quoteOrFail(
          runtime.gateway,
          { origin, destination, serviceTypeId: service as ServiceTypeId },
          'trip_create_error',
        );
        const estimate = quote.fares[0]!.fareCents;
        estimateCents = estimate;
        row.estimate = fromCents(estimate);
        await applyPolicy(deps.db, {
          corporateId,
          userId,
          serviceTypeId: service as ServiceTypeId,
          cityId: quote.cityId,
          at,
          estimateCents: estimate,
          reason: body.reason ?? null,
          costCenter: body.cost_center ?? null,
        });
      } catch (error) {
        if (error instanceof ApprovalNeeded) row.needs_approval = true;
        else errors.row = codeOf(error) ?? 'trip_create_error';
      }
      if (errors.row) return { row: { ...row, status: 'error' }, body: null };
      const payer: OwnerRef = userId
        ? { type: 'payroll_user', corporateId, userId }
        : { type: 'corporate', corporateId };
      return { row, body, payer, estimateCents };
    }

    const checked = await pool(rows, PREVIEW_CONCURRENCY, checkRow);
    // The good rows' holds, in the order booking places them: a row its payer cannot cover once
    // the rows before it are held is refused as the hold will refuse it (the hold comes before
    // the policy, so a row that would wait for an approver needs the money too, though it keeps
    // none of it while it waits).
    const plan = holdPlan(deps.db);
    for (const c of checked) {
      if (!c.body || !c.payer) continue;
      const fits = await plan.fits(c.payer, c.estimateCents ?? 0, !c.row.needs_approval);
      if (!fits) {
        c.row = {
          ...c.row,
          status: 'error',
          needs_approval: false,
          errors: { ...c.row.errors, [BATCH_ROW_KEY]: 'insufficient_balance' },
        };
        c.body = null;
      }
    }
    return checked;
  }

  /** POST /trips/batch/preview: every row checked, nothing written. */
  async function preview(corporateId: string, file: BatchFile): Promise<BatchPreview> {
    const checked = await checkFile(
      corporateId,
      await readBatchFile(file.file_name, file.content_base64),
    );
    const good = checked.filter((c) => c.body);
    return {
      rows: checked.map((c) => c.row),
      valid: good.length,
      invalid: checked.length - good.length,
      total_estimate: fromCents(
        good.reduce((sum, c) => sum + Math.round((c.row.estimate ?? 0) * 100), 0),
      ),
    };
  }

  /**
   * POST /trips/batch: the file checked again, each good row placed as POST /trips would (its own
   * idempotency key, derived from the batch's), the report kept. Bad rows are skipped.
   */
  async function book(
    corporateId: string,
    file: BatchFile,
    actor: Actor & { name: string },
    /** the batch's Idempotency-Key: each row's trip is placed under `<key>#<line>` */
    idempotency: { key: string; scope: IdempotencyScope },
  ): Promise<TripBatch> {
    const batchKey = idempotency.key;
    const checked = await checkFile(
      corporateId,
      await readBatchFile(file.file_name, file.content_base64),
    );
    const report: BatchReportRow[] = [];
    for (const { row, body } of checked) {
      const base = {
        line: row.line,
        passenger_name: row.passenger_name ?? row.values.passenger ?? '',
        origin_address: row.origin_address ?? row.values.origin ?? '',
        destination_address: row.destination_address ?? row.values.destination ?? '',
        scheduled_at: row.scheduled_at,
        estimate: row.estimate,
      };
      if (!body) {
        const [first] = Object.values(row.errors);
        report.push({
          ...base,
          outcome: 'skipped',
          reference: null,
          trip_id: null,
          error_code: first ?? null,
          errors: row.errors,
        });
        continue;
      }
      try {
        const result = await withIdempotency(
          deps.db,
          {
            corporateId,
            key: `${batchKey}#${row.line}`,
            method: 'POST',
            path: '/api/corporate/trips',
            body,
          },
          async (scope) => {
            const placed = await createTrip(runtime, corporateId, body, actor, scope);
            return 'approval_required' in placed
              ? { statusCode: 202, body: placed }
              : { statusCode: 201, body: { success: true, data: placed } };
          },
        );
        const answer = result.body as {
          data?: { _id: string; unique_id: string };
          approval?: { unique_id: string };
        };
        if (result.statusCode === 202 && answer.approval)
          report.push({
            ...base,
            outcome: 'approval',
            reference: answer.approval.unique_id,
            trip_id: null,
            error_code: null,
            errors: {},
          });
        else
          report.push({
            ...base,
            outcome: 'booked',
            reference: answer.data?.unique_id ?? null,
            trip_id: answer.data?._id ?? null,
            error_code: null,
            errors: {},
          });
      } catch (error) {
        const code = codeOf(error) ?? 'trip_create_error';
        report.push({
          ...base,
          outcome: 'failed',
          reference: null,
          trip_id: null,
          error_code: code,
          errors: { [columnOfError(error)]: code },
        });
      }
    }
    const booked = report.filter((r) => r.outcome === 'booked').length;
    return runTransaction(deps.db, async (tx) => {
      await idempotency.scope.begin(tx);
      const batch = await repo.insertBatch(tx, {
        corporateId,
        fileName: file.file_name,
        createdByName: actor.name,
        rows: report,
        bookedCount: booked,
        createdAt: deps.clock.now(),
      });
      await recordAudit(tx, {
        actor,
        corporateId,
        action: 'batch_booked',
        entity: 'trip_batch',
        entityId: batch.id,
        before: null,
        after: {
          file_name: file.file_name,
          rows: report.length,
          booked,
          approval: report.filter((r) => r.outcome === 'approval').length,
          failed: report.filter((r) => r.outcome === 'failed' || r.outcome === 'skipped').length,
        },
      });
      const answer = toBatch(batch);
      await idempotency.scope.record(tx, {
        statusCode: 201,
        body: { success: true, data: answer },
      });
      return answer;
    });
  }

  return { preview, book };
}

export type BatchDesk = ReturnType<typeof createBatchDesk>;
