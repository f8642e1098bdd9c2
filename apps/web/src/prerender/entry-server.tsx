// The build's prerender of the public pages (apps/web/build/prerender.ts runs it in Node): each
// page rendered to HTML with its critical CSS, in one language and colour scheme, for the server
// to send before the JavaScript arrives (docs/adr/0014-prerendered-public-pages.md).
import './setup.ts';
import '../lib/zod-config.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { EmotionCache } from '@emotion/cache';
import { AppProviders } from '../app/providers.tsx';
import { createEmotionCaches } from '../app/theme-provider.tsx';
import { routes } from '../app/router.tsx';
import { deepestHandle } from '../app/route-handle.ts';
import { i18n, loadLanguage } from '../lib/i18n.ts';
import { isRtl, useSettingsStore } from '../lib/settings-store.ts';
import { prerenderVariant, type PrerenderedPage, type PrerenderVariant } from './variant.ts';

export { PRERENDERED_PATHS, PRERENDER_VARIANTS } from './variant.ts';

/**
 * The style tags of what the page used, as @emotion/server's extractCriticalToChunks writes
 * them: one tag of the class rules the markup names, one per global rule (CssBaseline…), each
 * naming its ids in data-emotion, so the browser's cache takes them over instead of writing them
 * again (emotion's createCache and <Global> read those attributes).
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  const classes = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (const match of html.matchAll(classes)) used.add(match[1]!);
  const tags: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`);
  return tags.join('');
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

/** Renders one public page for one variant. */
export async function renderPage(
  path: string,
  variant: PrerenderVariant,
): Promise<PrerenderedPage> {
  useSettingsStore.getState().update({ lang: variant.lang, mode: variant.mode });
  await loadLanguage(variant.lang);
  await i18n.changeLanguage(variant.lang);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const rtl = isRtl(useSettingsStore.getState());
  const caches = createEmotionCaches();
  // emotion leaves its style tags out of the markup: they are collected for the head instead
  caches.ltr.compat = true;
  caches.rtl.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders caches={caches}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await readAll(prelude);
  const handle = deepestHandle(context.matches.map((m) => ({ handle: m.route.handle as unknown })));
  return {
    html,
    styles: styleTags(rtl ? caches.rtl : caches.ltr, html),
    title: handle ? i18n.t(handle.title) : '',
    lang: variant.lang,
    dir: rtl ? 'rtl' : 'ltr',
    variant: prerenderVariant(variant),
  };
}
