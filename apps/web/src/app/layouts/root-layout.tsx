import { lazy, Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../../lib/session-store.ts';
import { decideAccess } from '../guards.ts';
import { deepestHandle } from '../route-handle.ts';
import { BRAND } from '../../lib/brand.ts';

// Only a navigation after the first page shows it: not part of a first visit.
const NavigationProgress = lazy(() => import('./navigation-progress.tsx'));

/** Top of every page: the route guard, the document title and the navigation progress bar. */
export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation();
  const session = useSessionStore(
    useShallow((s) => ({
      isLogged: s.isLogged,
      is_active_shipments: s.is_active_shipments,
      is_active_multi_stops: s.is_active_multi_stops,
      is_corporate_master: s.is_corporate_master,
      needs_onboarding: s.needs_onboarding,
      role: s.role,
      profileLoaded: s.profileLoaded,
    })),
  );
  const handle = deepestHandle(matches);
  const title = handle ? t(handle.title) : '';

  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.product}` : BRAND.product;
  }, [title, i18n.language]);

  // Panel routes: a guest is sent to login by the panel route's loader (before any chunk of the
  // panel downloads), and a session that ends on the page by whoever ended it (logout, the API
  // client); feature and role rules wait for the profile, which the session gate loads.
  const panelRoute = handle?.access?.auth === true;
  const rules =
    panelRoute && !(session.isLogged && session.profileLoaded) ? undefined : handle?.access;
  const decision = decideAccess(rules, session, location);
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;

  return (
    <>
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
