import { describe, expect, it } from 'vitest';
import { createBookingKey } from './booking-key.ts';

describe('createBookingKey', () => {
  it('reuses the key for a retry of the same booking and makes a new one otherwise', () => {
    let n = 0;
    const keys = createBookingKey(() => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    keys.reset();
    expect(keys.keyFor('b')).toBe('k3');
  });
});
