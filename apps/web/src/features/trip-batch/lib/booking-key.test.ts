import { describe, expect, it } from 'vitest';
import { createBookingKey } from './booking-key.ts';

describe('Idempotency-Key of a file’s booking', () => {
  it('is kept while the same file is retried, renewed for another file or after success', () => {
    let n = 0;
    const keys = createBookingKey(() => `k${++n}`);
    expect(keys.keyFor('a.csv')).toBe('k1');
    expect(keys.keyFor('a.csv')).toBe('k1');
    expect(keys.keyFor('b.csv')).toBe('k2');
    keys.reset();
    expect(keys.keyFor('b.csv')).toBe('k3');
  });
  it('is a UUID by default', () => {
    expect(createBookingKey().keyFor('a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
