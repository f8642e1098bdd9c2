import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import { formatDateTime, searchResponseSchema } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import type { SearchSource } from '../../../lib/search-types.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** The "trips" group of the top-bar search: trips by unique id or passenger (GET /search). */
export function useTripSearchSource(): SearchSource {
  const { t, i18n } = useTranslation('trips');
  const master = useSessionStore((s) => s.is_corporate_master);
  const timezone = useSessionStore((s) => s.timezone);
  return useMemo(
    () => ({
      id: 'trips',
      title: 'trips:search.group',
      search: async (query: string, signal: AbortSignal) => {
        const q = query.trim();
        // masters have no trips of their own; one letter matches too much to be useful
        if (master || q.length < 2) return [];
        const answer = await api.get('/corporate/search', {
          query: { q, limit: 5 },
          schema: searchResponseSchema,
          signal,
        });
        return answer.data.trips.map((trip) => ({
          id: trip._id,
          title: `${trip.unique_id} · ${trip.passenger_name}`,
          subtitle: `${t(`status.${trip.status}`)} · ${formatDateTime(trip.requested_at, i18n.language, timezone, { dateStyle: 'medium', timeStyle: 'short' })}`,
          path: `/view-map/${encodeURIComponent(trip._id)}`,
          icon: <DirectionsCarOutlined />,
        }));
      },
    }),
    [master, timezone, t, i18n.language],
  );
}
