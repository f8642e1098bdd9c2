import { useEffect, useState } from 'react';

/**
 * The time now, taken again every `everyMs` while `ticking` (and as soon as it starts): a rule
 * about how far ahead a time is (a scheduled booking, a quote) is re-checked as time passes,
 * since a time valid when it was chosen may become too soon.
 */
export function useNow(ticking: boolean, everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking, everyMs]);
  return now;
}
