import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionGate } from '../../features/auth/components/session-gate.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { loginPathFor } from '../../lib/navigation.ts';
import { queryClient } from '../../lib/query-client.ts';
import { fullPath } from '../guards.ts';
import { deepestHandle } from '../route-handle.ts';
import { BlankLayout } from './blank-layout.tsx';
import { ContentLayout } from './content/content-layout.tsx';

/** How long the panel waits for whoever ended the session to navigate away before it does. */
const SESSION_END_GRACE_MS = 1500;

/**
 * Logout and an expired session clear the session and navigate to login themselves (the
 * router's navigation is a transition, so the panel sees the cleared session first). The panel
 * only steps in when nothing took the visitor away, e.g. the session was cleared elsewhere.
 */
function SessionEnded() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(loginPathFor(fullPath(location)), { replace: true }),
      SESSION_END_GRACE_MS,
    );
    return () => clearTimeout(timer);
  }, [location, navigate]);
  return null;
}

/**
 * The logged-in panel: the session gate loads the profile, then the content layout renders.
 * Guests never get here: the route's loader sends them to login first. The TanStack Query client
 * comes with this chunk, not with the entry (login and the public pages do without it).
 */
export function PanelLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Panel />
    </QueryClientProvider>
  );
}

function Panel() {
  const isLogged = useSessionStore((s) => s.isLogged);
  // a panel route of the blank layout (the onboarding form) has the session, not the chrome
  const blank = deepestHandle(useMatches())?.layout === 'blank';
  if (!isLogged) return <SessionEnded />;
  return <SessionGate>{blank ? <BlankLayout /> : <ContentLayout />}</SessionGate>;
}
