import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, LANGUAGES } from '@trayecto/contracts';

// Every audit code the API writes has its label (contracts labels.ts), so the activity page and
// the console's audit log never show a bare code: this reads the API's source (not its tests),
// every file that writes the audit log (recordAudit, or an `audit: {…}` handed to one), and lists
// each `action: '…'` / `entity: '…'` code without a label. A new write without one fails here.

const SRC = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literals of `<key>: …` up to the end of its expression (`'a' | 'b'`, `x ? 'a' : 'b'`). */
function codesOf(source: string, key: 'action' | 'entity'): string[] {
  const codes: string[] = [];
  for (const m of source.matchAll(new RegExp(`\\b${key}:\\s*([^,;\\n}]+)`, 'g'))) {
    // a literal compared with (`kind === 'console' ? … : …`) is a condition, not a code
    const expression = m[1]!.replace(/[!=]==\s*'[^']*'/g, '');
    for (const literal of expression.matchAll(/'([a-z][a-z0-9_]*)'/g)) codes.push(literal[1]!);
  }
  return codes;
}

const writers = sourceFiles(SRC)
  .map((path) => ({ path: relative(SRC, path), source: readFileSync(path, 'utf8') }))
  .filter((f) => /\brecordAudit\(|\baudit:\s*\{/.test(f.source));

function unlabelled(key: 'action' | 'entity', table: Record<string, unknown>) {
  return writers.flatMap((f) =>
    codesOf(f.source, key)
      .filter((code) => !Object.hasOwn(table, code))
      .map((code) => `${f.path}: ${code}`),
  );
}

describe('audit labels', () => {
  it('reads the files that write the audit log', () => {
    const paths = writers.map((f) => f.path);
    // a few known writers: the scan finds them where they are
    expect(paths).toEqual(
      expect.arrayContaining([
        'modules/auth/auth.service.ts',
        'modules/trips/trip-cancel.service.ts',
        'modules/onboarding/onboarding.service.ts',
      ]),
    );
    const codes = writers.flatMap((f) => codesOf(f.source, 'action'));
    expect(codes).toEqual(
      expect.arrayContaining([
        'login',
        'trip_cancelled',
        'payroll_balance_given',
        'payroll_balance_taken',
        'onboarding_completed',
        'fiscal_data_updated',
      ]),
    );
  });

  it('has a label for every action code a recordAudit call writes', () => {
    expect(unlabelled('action', AUDIT_ACTION_LABELS)).toEqual([]);
  });

  it('has a label for every entity an audit row names', () => {
    expect(unlabelled('entity', AUDIT_ENTITY_LABELS)).toEqual([]);
  });

  it('says every code in every language', () => {
    for (const table of [AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS]) {
      for (const [code, labels] of Object.entries(table)) {
        for (const lang of LANGUAGES) expect(labels[lang]?.trim(), `${code} ${lang}`).toBeTruthy();
      }
    }
  });

  it('would catch a code without a label', () => {
    const source = `await recordAudit(tx, { actor, action: give ? 'payroll_balance_given' : 'brand_new_code', entity: 'corporate' });`;
    const codes = codesOf(source, 'action');
    expect(codes).toEqual(['payroll_balance_given', 'brand_new_code']);
    expect(codes.filter((c) => !Object.hasOwn(AUDIT_ACTION_LABELS, c))).toEqual(['brand_new_code']);
  });
});
