import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { matchByText } from '../../features/search/match-text.ts';
import type { SearchSource } from '../../lib/search-types.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { canOpen } from '../guards.ts';
import { panelRoutes } from '../routes.ts';

/** The "pages" group: translated titles of the panel routes this session may open (guards apply). */
export function usePageSearchSource(): SearchSource {
  const { t, i18n } = useTranslation();
  const session = useSessionStore(
    useShallow((s) => ({
      isLogged: s.isLogged,
      is_active_shipments: s.is_active_shipments,
      is_active_multi_stops: s.is_active_multi_stops,
      is_corporate_master: s.is_corporate_master,
      role: s.role,
    })),
  );
  return useMemo(() => {
    const pages = panelRoutes
      .filter((r) => !r.path.includes(':') && canOpen(r.access, session))
      .map((r) => ({
        id: r.path,
        title: t(r.title),
        subtitle: r.path,
        path: r.path,
        icon: <ArticleOutlined />,
      }));
    return {
      id: 'pages',
      title: 'search.groups.pages',
      search: (query: string) => matchByText(pages, query, (p) => `${p.title} ${p.path}`),
    };
    // i18n.language: titles are translated again when the language changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, t, i18n.language]);
}
