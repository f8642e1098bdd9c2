/**
 * One Idempotency-Key per user action (a booking, a top-up, giving balance, a file of trips): the
 * same key while the person retries the same request (same fingerprint of its body, e.g. after a
 * network failure), so a retry never does it twice; a new one (crypto.randomUUID()) when the
 * request changes or after it succeeded. Every money-moving form of the panel takes its key here.
 */
export function createIdempotencyKey(newKey: () => string = () => crypto.randomUUID()) {
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
