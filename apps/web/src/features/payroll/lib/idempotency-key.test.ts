import { describe, expect, it } from 'vitest';
import { createActionKey } from './idempotency-key.ts';

describe('createActionKey', () => {
  let n = 0;
  const next = () => `k${++n}`;
  it('reuses the key while the same request is retried', () => {
    const keys = createActionKey(next);
    const first = keys.keyFor('give:10');
    expect(keys.keyFor('give:10')).toBe(first);
  });
  it('takes a new key when the request changes or after success', () => {
    const keys = createActionKey(next);
    const first = keys.keyFor('give:10');
    const changed = keys.keyFor('give:11');
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor('give:11')).not.toBe(changed);
  });
  it('uses crypto.randomUUID by default', () => {
    expect(createActionKey().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
