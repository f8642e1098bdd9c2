/**
 * One Idempotency-Key per submission: the same key while the person retries the same request
 * (same body, e.g. after a network failure), a new one when they change it or after it succeeded.
 */
export function createActionKey(newKey: () => string = () => crypto.randomUUID()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}
