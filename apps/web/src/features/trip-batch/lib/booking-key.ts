/**
 * One Idempotency-Key per booking of a file: the same while the same file is retried (after a
 * network failure, say), so a retry never books twice; a new one (crypto.randomUUID()) for
 * another file, or after the booking succeeded.
 */
export function createBookingKey(newKey: () => string = () => crypto.randomUUID()) {
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
