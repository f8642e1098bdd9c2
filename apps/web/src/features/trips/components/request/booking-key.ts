/**
 * One Idempotency-Key per booking: the same key while the same booking is retried (same body),
 * a new one (crypto.randomUUID()) when the booking changes or after it succeeded.
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
