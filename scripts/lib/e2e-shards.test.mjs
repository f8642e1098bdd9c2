import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_DIR, planShards, readDurations, shareOf, specFiles } from './e2e-shards.mjs';

describe('the journeys split between CI runs by measured time', () => {
  it('puts every file in exactly one share, longest first into the lightest share', () => {
    const durations = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 };
    const files = Object.keys(durations);
    const [one, two] = planShards(files, durations, 2);
    expect([...one.files, ...two.files].sort()).toEqual(files);
    // 100 | 60 + 50, then 10 to the lighter: 110 | 110
    expect([one.seconds, two.seconds]).toEqual([110, 110]);
    expect(one.files).toEqual(['a.spec.ts', 'd.spec.ts']);
  });

  it('counts a file never measured as the median, so a new journey runs somewhere', () => {
    const shares = planShards(
      ['new.spec.ts', 'x.spec.ts', 'y.spec.ts'],
      { 'x.spec.ts': 10, 'y.spec.ts': 30 },
      2,
    );
    expect(shares.flatMap((s) => s.files).sort()).toEqual([
      'new.spec.ts',
      'x.spec.ts',
      'y.spec.ts',
    ]);
    expect(shares.reduce((sum, s) => sum + s.seconds, 0)).toBe(10 + 30 + 30);
  });

  it('the real shares: every journey file once, measured files only, evenly within the longest file', () => {
    const files = specFiles();
    const durations = readDurations();
    for (const name of Object.keys(durations))
      expect(existsSync(join(E2E_DIR, name)), name).toBe(true);
    const shares = [shareOf('1/2'), shareOf('2/2')];
    expect(shares.flatMap((s) => s.files).sort()).toEqual(files);
    const longest = Math.max(...files.map((f) => durations[f] ?? 0));
    expect(Math.abs(shares[0].seconds - shares[1].seconds)).toBeLessThanOrEqual(longest);
  });

  it('refuses a share that is not k of n', () => {
    for (const bad of ['0/2', '3/2', '1-2', '', undefined]) expect(shareOf(bad)).toBeUndefined();
  });
});
