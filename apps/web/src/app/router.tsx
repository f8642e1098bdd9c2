import { redirect, type RouteObject } from 'react-router';
import { withChunkTimeout } from './lazy.ts';
import { consoleGuestRoutes, consoleRoute } from './console-routes.tsx';
import { panelRoutes, publicRoutes, type AppRoute } from './routes.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { withFeatureNamespaces } from '../lib/i18n.ts';
import { loginPathFor } from '../lib/navigation.ts';
import { useSessionStore } from '../lib/session-store.ts';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access, layout: route.layout };
  return { path: route.path, handle, lazy: withChunkTimeout(route.load) };
}

const notFound: RouteObject = {
  path: '*',
  handle: { title: 'routes.notFound' } satisfies RouteHandle,
  lazy: withChunkTimeout(() => import('./pages/not-found.tsx')),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <BlankLayout />,
        // A pathless child holds the error element so errors render inside the layout.
        children: [
          {
            errorElement: <RouteError />,
            children: [...publicRoutes.map(toRouteObject), ...consoleGuestRoutes, notFound],
          },
        ],
      },
      {
        // Guests are sent to login before the panel's chunks download.
        loader: ({ request }) => {
          if (useSessionStore.getState().isLogged) return null;
          const url = new URL(request.url);
          return redirect(loginPathFor(`${url.pathname}${url.search}${hashOf(url)}`));
        },
        // The panel chrome (menu, top bar, customizer, search) is a chunk of its own, so the
        // public pages and login do not download it; so are the Spanish texts of its features.
        lazy: withChunkTimeout(() =>
          withFeatureNamespaces(import('./layouts/panel-layout.tsx')).then((m) => ({
            Component: m.PanelLayout,
          })),
        ),
        children: [{ errorElement: <RouteError />, children: panelRoutes.map(toRouteObject) }],
      },
      // the provider's console (/admin/*): its own session, layout and chunks
      consoleRoute,
    ],
  },
];

/**
 * A loader's Request never carries the URL's #fragment. On a page load (a shared or bookmarked
 * link) the browser's location is the target, so its hash is taken from there.
 */
function hashOf(url: URL): string {
  const here = window.location;
  return here.pathname === url.pathname && here.search === url.search ? here.hash : '';
}
