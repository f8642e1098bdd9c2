import './lib/zod-config.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
// Arabic glyphs only; the browser downloads these files only when Arabic text is shown.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import { loadInitialLanguage } from './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { canHydrate, discardPrerender, loadMatchedRoutes } from './app/hydrate.ts';
import { registerNavigate } from './lib/navigation.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The saved language (when not Spanish) is a separate chunk: have it before the first paint.
await loadInitialLanguage();

// A prerendered public page is hydrated when the browser renders it exactly as the build did:
// its route's chunks first, so the first render is the page and not a loading fallback.
// (a chunk that fails to load leaves the page to render anew, its route showing the failure)
const hydrate =
  canHydrate() &&
  (await loadMatchedRoutes(routes, window.location.pathname).then(
    () => true,
    () => false,
  ));

const router = createBrowserRouter(routes);
registerNavigate((to, options) => void router.navigate(to, options));

/**
 * Marks <html data-started="hydrated|rendered"> once the first render is committed: the
 * journeys wait for it before they act on a prerendered page. (It renders nothing, so the
 * hydrated tree is still the prerendered one.)
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = hydrate ? 'hydrated' : 'rendered';
    // whatever public/boot.js guessed, the committed first render is the right page: never
    // leave it hidden (a guess of boot.js that the hydration check did not share hid it for good)
    document.documentElement.classList.remove('prerender-stale');
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Started />
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (hydrate) {
  hydrateRoot(container, app, {
    // a mismatch React recovered from is a defect: the journeys read the console for it
    onRecoverableError: (error) => console.error('Hydration error', error),
  });
} else {
  if (document.documentElement.dataset.prerendered) discardPrerender(container);
  createRoot(container).render(app);
}
