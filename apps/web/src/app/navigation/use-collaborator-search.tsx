import { useMemo } from 'react';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { SEARCH_RESULTS_PER_GROUP } from '@trayecto/contracts';
import { listUsers } from '../../features/payroll/api/payroll-api.ts';
import { UserText } from '../../components/user-text.tsx';
import type { SearchSource } from '../../lib/search-types.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { canOpen } from '../guards.ts';
import { accessForPath } from '../routes.ts';

/** The "collaborators" group: payroll users by name, e-mail, phone or identity card. */
export function useCollaboratorSearchSource(): SearchSource | null {
  const allowed = useSessionStore((s) => canOpen(accessForPath('/corporate_users'), s));
  return useMemo(() => {
    if (!allowed) return null;
    return {
      id: 'collaborators',
      title: 'search.groups.collaborators',
      search: async (query: string, signal: AbortSignal) => {
        if (query.trim().length < 2) return [];
        const { users } = await listUsers(
          { q: query.trim() },
          null,
          SEARCH_RESULTS_PER_GROUP,
          signal,
        );
        return users.map((u) => ({
          id: u._id,
          title: u.name,
          subtitle: (
            <>
              <UserText>{u.email}</UserText>
              {u.id_card && (
                <>
                  {' · '}
                  <bdi dir="ltr">{u.id_card}</bdi>
                </>
              )}
            </>
          ),
          path: `/user/${encodeURIComponent(u._id)}`,
          icon: <BadgeOutlined />,
        }));
      },
    };
  }, [allowed]);
}
