import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './idempotency-key.ts';

describe('Idempotency-Key of a user action', () => {
  it('is kept while the same body is retried, renewed for another body or after success', () => {
    let n = 0;
    const keys = createIdempotencyKey(() => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    keys.reset();
    expect(keys.keyFor('b')).toBe('k3');
  });
  it('makes UUIDs by default', () => {
    expect(createIdempotencyKey().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
