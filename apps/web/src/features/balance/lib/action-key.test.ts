import { describe, expect, it } from 'vitest';
import { createActionKey } from './action-key.ts';

describe('Idempotency-Key of a submission', () => {
  it('is kept while the same body is retried, renewed for another body or after success', () => {
    let n = 0;
    const keys = createActionKey(() => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    keys.reset();
    expect(keys.keyFor('b')).toBe('k3');
  });
});
