import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyListResponse,
  type ApiKeyScope,
  type CreateApiKeyResponse,
} from '@trayecto/contracts';
import type { Actor, AppDeps, AuthContext } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './api-keys.repository.ts';

const toKey = (row: repo.ApiKeyRow): ApiKey => ({
  _id: row.id,
  name: row.name,
  shown: row.shown,
  scopes: row.scopes as ApiKeyScope[],
  status: row.revokedAt ? 'revoked' : 'active',
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_ip: row.lastUsedIp,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(deps: AppDeps, corporateId: string): Promise<ApiKeyListResponse> {
  const rows = await repo.selectApiKeys(deps.db, corporateId);
  return { success: true, keys: rows.map(toKey), max_keys: API_KEYS_MAX };
}

/**
 * Creates a key and returns its secret, this once: only the hash is stored. The company's row is
 * locked while the live keys are counted, so concurrent creations cannot pass the limit together.
 */
export async function createApiKey(
  deps: AppDeps,
  corporateId: string,
  body: { name: string; scopes: ApiKeyScope[] },
  auth: AuthContext,
  actor: Actor,
): Promise<CreateApiKeyResponse> {
  const secret = API_KEY_PREFIX + newToken();
  const row = await runTransaction(deps.db, async (tx) => {
    await repo.lockCorporate(tx, corporateId);
    if ((await repo.countActiveKeys(tx, corporateId)) >= API_KEYS_MAX) {
      throw new AppError(422, 'api_keys_limit_reached', { params: { max: API_KEYS_MAX } });
    }
    const created = await repo.insertApiKey(tx, {
      corporateId,
      name: body.name,
      tokenHash: hashToken(secret),
      shown: secret.slice(0, API_KEY_SHOWN_CHARS),
      scopes: [...body.scopes],
      createdByMemberId: auth.member?.id ?? null,
      createdAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'api_key_created',
      entity: 'api_key',
      entityId: created.id,
      after: { name: created.name, scopes: created.scopes },
    });
    return created;
  });
  return { success: true, key: toKey(row), secret };
}

/** Revokes a key at once: the update's notification drops it from every instance's cache. */
export async function revokeApiKey(
  deps: AppDeps,
  corporateId: string,
  id: string,
  auth: AuthContext,
  actor: Actor,
): Promise<ApiKey> {
  // an id that is not a uuid names no key (and must not reach the uuid column)
  if (!isUuid(id)) throw notFound();
  const row = await runTransaction(deps.db, async (tx) => {
    const revoked = await repo.revokeApiKey(tx, corporateId, id, {
      at: deps.clock.now(),
      memberId: auth.member?.id ?? null,
      adminId: auth.adminId,
    });
    if (!revoked) {
      const existing = await repo.findApiKey(tx, corporateId, id);
      if (!existing) throw notFound();
      throw new AppError(409, 'api_key_already_revoked');
    }
    await recordAudit(tx, {
      actor,
      action: 'api_key_revoked',
      entity: 'api_key',
      entityId: revoked.id,
      before: { name: revoked.name },
    });
    return revoked;
  });
  return toKey(row);
}
