import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CollaboratorSearch } from '../../../components/booking/collaborator-field.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { listUsers } from './payroll-api.ts';

/**
 * The search behind a booking form's collaborator picker (components/booking's
 * CollaboratorField; the trips and parcels features reach it through this api/ folder): what is
 * typed, starting from `initial` (the name of a collaborator already chosen), and the first 20
 * active collaborators matching it once typing pauses, read only while `enabled`.
 */
export function useCollaboratorSearch(initial: string, enabled: boolean): CollaboratorSearch {
  const [input, setInput] = useState(initial);
  const q = useDebounced(input.trim(), 250);
  const users = useQuery({
    queryKey: ['payroll', 'list', { q, is_active: 'true', picker: true }],
    queryFn: ({ signal }) => listUsers({ q: q || undefined, is_active: 'true' }, null, 20, signal),
    enabled,
    staleTime: 15_000,
  });
  const options = (users.data?.users ?? []).filter((u) => u.is_active && !u.deleted_at);
  return { input, setInput, q, options, loading: users.isFetching };
}
