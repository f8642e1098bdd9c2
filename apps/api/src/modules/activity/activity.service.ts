import type { Readable } from 'node:stream';
import {
  ACTIVITY_ACTOR_LABELS,
  API_KEY_ACTOR_LABEL,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  csvDateTime,
  csvHeader,
  labelIn,
  type ActivityActor,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQueryParsed,
  type CsvColumn,
  type Language,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { csvStream } from '../../lib/csv.ts';
import { decodeEntryCursor, encodeEntryCursor, keysetPage, keysetRows } from '../../lib/keyset.ts';
import * as repo from './activity.repository.ts';

const filterOf = (q: ActivityQueryParsed): repo.ActivityFilter => ({
  actor: q.actor,
  action: q.action,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** Who did it: an admin inside the panel is assist mode; anything else not the company's is the provider's. */
function actorOf(row: repo.ActivityRow): ActivityActor {
  if (row.assistAdminId) return 'assist';
  return row.actorType === 'corporate' ? 'company' : 'system';
}

const toEntry = (row: repo.ActivityRow): ActivityEntry => ({
  _id: String(row.id),
  created_at: row.createdAt.toISOString(),
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  entity_ref: row.entityRef,
  actor: actorOf(row),
  assist_admin: row.assistAdminId ? { name: row.adminName ?? '' } : null,
  member: row.memberName !== null ? { name: row.memberName } : null,
  api_key: row.apiKeyName !== null ? { name: row.apiKeyName } : null,
  ip: row.ip,
});

/** GET /activity: the company's audit log, newest first, keyset pages. */
export async function listActivity(
  deps: AppDeps,
  corporateId: string,
  query: ActivityQueryParsed,
): Promise<ActivityPage> {
  const beforeId = query.cursor ? decodeEntryCursor(query.cursor) : undefined;
  const rows = await repo.selectActivity(deps.db, corporateId, filterOf(query), {
    beforeId,
    limit: query.limit + 1,
  });
  const { page, next } = keysetPage(rows, query.limit, (r) => r.id);
  return {
    success: true,
    entries: page.map(toEntry),
    next_cursor: next === null ? null : encodeEntryCursor(next),
  };
}

export const ACTIVITY_CSV_COLUMNS = [
  'date',
  'activity_action',
  'activity_entity',
  'reference',
  'activity_actor',
  'activity_ip',
] as const satisfies readonly CsvColumn[];

/**
 * GET /activity?format=csv: the whole filtered log, streamed, labels in the caller's language
 * and times in the company's time zone. Who: the company's name, "Assist mode · <admin>", or
 * the provider.
 */
export async function exportActivityCsv(
  deps: AppDeps,
  corporateId: string,
  query: ActivityQueryParsed,
  lang: Language,
): Promise<Readable> {
  const { db } = deps;
  const filter = filterOf(query);
  const company = await repo.companyOf(db, corporateId);
  const rows = keysetRows(
    (beforeId: number | undefined, limit) =>
      repo.selectActivity(db, corporateId, filter, { beforeId, limit }),
    (row) => row.id,
  );
  const who = (row: repo.ActivityRow) => {
    const actor = actorOf(row);
    // a team member by name (issue 13), the company's own login by the company's
    if (actor === 'company' && row.apiKeyName !== null) {
      return API_KEY_ACTOR_LABEL[lang].replace('{{name}}', row.apiKeyName);
    }
    if (actor === 'company') return row.memberName ?? company.name;
    const label = ACTIVITY_ACTOR_LABELS[actor][lang];
    return actor === 'assist' && row.adminName ? `${label} · ${row.adminName}` : label;
  };
  return csvStream(csvHeader(ACTIVITY_CSV_COLUMNS, lang), rows, (row) => [
    csvDateTime(row.createdAt, company.timezone),
    labelIn(AUDIT_ACTION_LABELS, row.action, lang),
    labelIn(AUDIT_ENTITY_LABELS, row.entity, lang),
    row.entityRef ?? '',
    who(row),
    row.ip,
  ]);
}
