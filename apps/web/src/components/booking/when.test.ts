import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { whenProblem } from './when.ts';

describe('the time of a booking', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  const later = (minutes: number) => ({
    mode: 'later' as const,
    at: dayjs(now).add(minutes, 'minute'),
  });

  it('now has no problem; a time to pick is required', () => {
    expect(whenProblem({ mode: 'now' }, now)).toBeNull();
    expect(whenProblem({ mode: 'later', at: null }, now)).toBe('field_required');
    expect(whenProblem({ mode: 'later', at: dayjs('not a date') }, now)).toBe('field_required');
  });

  it('is at least 15 minutes ahead, never in the past', () => {
    expect(whenProblem(later(15), now)).toBeNull();
    expect(whenProblem(later(14), now)).toBe('scheduled_too_soon');
    expect(whenProblem(later(-5), now)).toBe('scheduled_in_past');
  });
});
