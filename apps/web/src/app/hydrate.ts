import { matchRoutes, type RouteObject } from 'react-router';
import { wantedVariant } from '../prerender/variant.ts';
import { peekLoginNotice } from '../lib/navigation.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useSettingsStore } from '../lib/settings-store.ts';

/**
 * Whether this page is a prerendered one (the server sent a public page's HTML,
 * apps/web/build/prerender.ts) that the browser renders exactly as it is: same language, colour
 * scheme and skin, no session and no login notice. Then the app hydrates it; otherwise it renders anew.
 */
export function canHydrate(): boolean {
  const prerendered = document.documentElement.dataset.prerendered;
  if (!prerendered) return false;
  // the login page shows a notice kept for this tab (an expired session): not in the build's page
  if (peekLoginNotice()) return false;
  const settings = useSettingsStore.getState();
  const dark =
    settings.mode === 'dark' ||
    (settings.mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  return prerendered === wantedVariant(settings, dark, useSessionStore.getState().isLogged);
}

/**
 * A prerendered page the app will not hydrate (public/boot.js has hidden it already): its markup
 * and its style tags go, so the render starts from an empty root and emotion's caches take none
 * of the other variant's rules over.
 */
export function discardPrerender(container: HTMLElement): void {
  container.replaceChildren();
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  document.documentElement.classList.remove('prerender-stale');
}

/**
 * Loads the lazy routes that match the address before the router starts, so its first render is
 * the page itself (the markup the build rendered) and not the fallback shown while they load.
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
