import { useQuery } from '@tanstack/react-query';
import type { Holiday, RecurringTrip } from '@trayecto/contracts/recurring';
import { queryClient } from '../../../lib/query-client.ts';
import { listHolidays, listRecurring, recurringKeys } from './recurring-api.ts';

/** The company's recurring trips, each with its next and latest occurrences. */
export function useRecurringList() {
  return useQuery({
    queryKey: recurringKeys.list(),
    queryFn: ({ signal }) => listRecurring(signal),
  });
}

/** The company's holidays (no occurrence is booked on them). */
export function useHolidays() {
  return useQuery({
    queryKey: recurringKeys.holidays(),
    queryFn: ({ signal }) => listHolidays(signal),
  });
}

/** A schedule as a write answered it, put in the list at once (added at the end when new). */
export function putRecurring(recurring: RecurringTrip) {
  queryClient.setQueryData<RecurringTrip[]>(recurringKeys.list(), (list) => {
    if (!list) return list;
    return list.some((r) => r._id === recurring._id)
      ? list.map((r) => (r._id === recurring._id ? recurring : r))
      : [...list, recurring];
  });
}

/** A removed schedule, out of the list at once. */
export function dropRecurring(id: string) {
  queryClient.setQueryData<RecurringTrip[]>(recurringKeys.list(), (list) =>
    list?.filter((r) => r._id !== id),
  );
}

/**
 * The holidays as a write answered them; the schedules' next occurrences skip holidays, so they
 * are read again.
 */
export function putHolidays(holidays: Holiday[]) {
  queryClient.setQueryData<Holiday[]>(recurringKeys.holidays(), holidays);
  return queryClient.invalidateQueries({ queryKey: recurringKeys.list() });
}

/** Reads the schedules again after a write (another member may have changed them too). */
export function refreshRecurring() {
  return queryClient.invalidateQueries({ queryKey: recurringKeys.list() });
}
