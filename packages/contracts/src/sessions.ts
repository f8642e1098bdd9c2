import { z } from 'zod';

// The sessions a person can see and end (the user menu's "Sesiones"): their own live sessions,
// the company panel's (its own login or a member's) or a console admin's. Another person's
// session id answers 404 like an unknown one.

export const mySessionSchema = z.object({
  _id: z.string(),
  /** the session making this request */
  current: z.boolean(),
  /** the browser's User-Agent as sent (at most 300 characters); null when none was */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type MySession = z.infer<typeof mySessionSchema>;

export const mySessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(mySessionSchema),
});
export type MySessionsResponse = z.infer<typeof mySessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().max(100) });

export const sessionsEndedResponseSchema = z.object({
  success: z.literal(true),
  /** how many sessions ended (assist sessions a console session opened not counted) */
  ended: z.number(),
});

/** A short name of the device, from a User-Agent: "Chrome · Windows"; null when unknown. */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return { browser, os };
}
