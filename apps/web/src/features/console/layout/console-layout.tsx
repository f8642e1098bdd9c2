import { useEffect, useMemo, useState } from 'react';
import {
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  type LoaderFunctionArgs,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { consoleLoginPathFor } from '../../../lib/console-navigation.ts';
import { getConsoleToken, useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useConsoleMe } from '../api/console-queries.ts';
import { useConsoleLogout } from '../hooks/use-console-logout.ts';
import { consoleMenuFor, consoleResourceOf, mayOpenConsoleRoute } from '../lib/console-access.ts';
import { ConsoleForbidden } from './console-forbidden.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { ConsoleTopBar } from './console-top-bar.tsx';

/** How long the console waits for whoever ended the session to navigate away before it does. */
const SESSION_END_GRACE_MS = 1500;

/** A visitor without a console session goes to the console's login, keeping the way back. */
export function loader({ request }: LoaderFunctionArgs) {
  if (getConsoleToken()) return null;
  const url = new URL(request.url);
  return redirect(consoleLoginPathFor(`${url.pathname}${url.search}`));
}

/** The console's chrome around its sections, inside the one TanStack Query client. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleSession />
    </QueryClientProvider>
  );
}

function ConsoleSession() {
  const token = useConsoleSessionStore((s) => s.token);
  if (!token) return <SessionEnded />;
  return <ConsoleChrome />;
}

/**
 * Logout and an expired session clear the console session and navigate to its login themselves;
 * the layout steps in only when nothing took the admin away (the session cleared elsewhere).
 */
function SessionEnded() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () =>
        void navigate(consoleLoginPathFor(`${location.pathname}${location.search}`), {
          replace: true,
        }),
      SESSION_END_GRACE_MS,
    );
    return () => clearTimeout(timer);
  }, [location, navigate]);
  return null;
}

function ConsoleChrome() {
  const { t } = useTranslation('console');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const admin = useConsoleSessionStore((s) => s.admin);
  const logout = useConsoleLogout();
  const matches = useMatches();
  // the role may have changed since the login: GET /me keeps it current
  useConsoleMe();

  const role = admin?.role;
  const menu = useMemo(() => consoleMenuFor(role), [role]);
  const resource = consoleResourceOf(matches.map((m) => m.handle));
  const allowed = mayOpenConsoleRoute(role, resource);

  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100dvh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -60,
          zIndex: (th) => th.zIndex.tooltip,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <ConsoleNav
        items={menu}
        variant={wide ? 'permanent' : 'temporary'}
        open={navOpen}
        onClose={() => setNavOpen(false)}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ConsoleTopBar
          admin={admin}
          onOpenNav={wide ? undefined : () => setNavOpen(true)}
          onLogout={() => void logout()}
        />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            px: { xs: 1.5, sm: 3 },
            py: { xs: 2.5, sm: 3 },
            outline: 'none',
          }}
        >
          {allowed ? <Outlet /> : <ConsoleForbidden home={menu[0]?.path ?? null} />}
        </Box>
      </Box>
    </Box>
  );
}
