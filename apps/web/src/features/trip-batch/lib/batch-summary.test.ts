import { describe, expect, it } from 'vitest';
import type { BatchPreview, BatchRow } from '@trayecto/contracts/trip-batch';
import {
  isReady,
  outcomeCounts,
  outcomesPresent,
  previewSummary,
  referencePath,
  rowReasons,
  visibleRows,
} from './batch-summary.ts';

const row = (line: number, errors: Record<string, string> = {}): BatchRow => ({
  line,
  values: {},
  status: Object.keys(errors).length ? 'error' : 'ok',
  errors,
  passenger_name: null,
  origin_address: null,
  destination_address: null,
  scheduled_at: null,
  service_type_id: null,
  estimate: Object.keys(errors).length ? null : 10,
  needs_approval: false,
});

const preview = (rows: BatchRow[], extra: Partial<BatchPreview> = {}): BatchPreview => ({
  rows,
  valid: rows.filter((r) => r.status === 'ok').length,
  invalid: rows.filter((r) => r.status === 'error').length,
  total_estimate: 20,
  ...extra,
});

describe('the preview summary', () => {
  it('counts the ready rows, the bad ones and the total', () => {
    const p = preview([row(2), row(3, { time: 'scheduled_too_soon' }), row(4)]);
    expect(previewSummary(p)).toEqual({ ready: 2, withErrors: 1, approval: 0, total: 20 });
  });
  it('counts the ready rows that will wait for an approver', () => {
    const p = preview([{ ...row(2), needs_approval: true }, row(3), row(4)]);
    expect(previewSummary(p).approval).toBe(1);
  });
  it('never books more than the table shows when the counts disagree with the rows', () => {
    const p = preview([row(2), row(3, { passenger: 'not_found' })], { valid: 5, invalid: 0 });
    expect(previewSummary(p)).toEqual({ ready: 1, withErrors: 1, approval: 0, total: 20 });
  });
  it('is zero for a file with only its header', () => {
    expect(previewSummary(preview([], { total_estimate: 0 }))).toEqual({
      ready: 0,
      withErrors: 0,
      approval: 0,
      total: 0,
    });
  });
  it('takes a row marked ok with a reason against it as bad', () => {
    expect(isReady({ ...row(2), errors: { row: 'policy_hours' } })).toBe(false);
    expect(isReady(row(2))).toBe(true);
  });
});

describe('a row’s reasons', () => {
  it('come in the file’s column order, whole-row reasons last, unknown columns between', () => {
    const reasons = rowReasons({
      errors: { row: 'policy_hours', time: 'scheduled_too_soon', extra: 'x', passenger: 'p' },
    });
    expect(reasons).toEqual([
      ['passenger', 'p'],
      ['time', 'scheduled_too_soon'],
      ['extra', 'x'],
      ['row', 'policy_hours'],
    ]);
  });
  it('leave out an empty code', () => {
    expect(rowReasons({ errors: { time: '' } })).toEqual([]);
  });
});

describe('the filter of bad rows', () => {
  const rows = [row(2), row(3, { origin: 'field_required' }), row(4)];
  it('shows every row, or only the bad ones', () => {
    expect(visibleRows(rows, false).map((r) => r.line)).toEqual([2, 3, 4]);
    expect(visibleRows(rows, true).map((r) => r.line)).toEqual([3]);
  });
});

describe('the result', () => {
  it('counts every outcome, the absent ones as zero', () => {
    const counts = outcomeCounts([
      { outcome: 'booked' },
      { outcome: 'booked' },
      { outcome: 'skipped' },
    ]);
    expect(counts).toEqual({ booked: 2, approval: 0, failed: 0, skipped: 1 });
    expect(outcomesPresent(counts)).toEqual(['booked', 'skipped']);
  });
  it('links a booked row to its trip and a waiting one to the approvals', () => {
    expect(referencePath({ outcome: 'booked', trip_id: 'a/b' })).toBe('/view-map/a%2Fb');
    expect(referencePath({ outcome: 'booked', trip_id: null })).toBeNull();
    expect(referencePath({ outcome: 'approval', trip_id: null })).toBe('/approvals');
    expect(referencePath({ outcome: 'failed', trip_id: null })).toBeNull();
    expect(referencePath({ outcome: 'skipped', trip_id: 't1' })).toBeNull();
  });
});
