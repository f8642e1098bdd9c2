import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { formatDateTime, parcelSearchResponseSchema } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';
import type { SearchSource } from '../../../lib/search-types.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * The "parcels" group of the top-bar search: parcels by id, sender or receiver
 * (GET /parcels/search); none for a master or a company without shipments.
 */
export function useParcelSearchSource(): SearchSource | null {
  // the status labels are the trips' (the trips group has loaded that namespace already)
  const { t, i18n } = useTranslation('trips');
  const master = useSessionStore((s) => s.is_corporate_master);
  const shipments = useSessionStore((s) => s.is_active_shipments);
  const timezone = useSessionStore((s) => s.timezone);
  return useMemo(
    () =>
      master || !shipments
        ? null
        : {
            id: 'parcels',
            title: 'search.groups.parcels',
            search: async (query: string, signal: AbortSignal) => {
              const q = query.trim();
              // one letter matches too much to be useful
              if (q.length < 2) return [];
              const answer = await api.get('/corporate/parcels/search', {
                query: { q, limit: 5 },
                schema: parcelSearchResponseSchema,
                signal,
              });
              return answer.data.parcels.map((p) => ({
                id: p._id,
                title: `${p.unique_id} · ${p.receivers.join(', ')}`,
                subtitle: `${t(`status.${p.status}`)} · ${formatDateTime(p.requested_at, i18n.language, timezone, { dateStyle: 'medium', timeStyle: 'short' })}`,
                path: `/parcel_multistop/${encodeURIComponent(p._id)}`,
                icon: <Inventory2Outlined />,
              }));
            },
          },
    [master, shipments, timezone, t, i18n.language],
  );
}
