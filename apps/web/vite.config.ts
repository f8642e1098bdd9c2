import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// Vendor groups that every page needs; everything else (MUI components, MUI X, maps) is split
// automatically by the routes that import it, so route chunks stay small. A group takes every
// matching module, whoever imports it, so mui-core leaves out the parts only some screens use
// (Grid, transitions, switches, roving tab index, the internal icons): in the group they were in
// every first visit.
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui-core',
    test: /node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|DefaultPropsProvider)|stylis|stylis-plugin-rtl|cssjanus)[\\/](?!Grid[\\/]|useRovingTabIndex[\\/]|SwitchBase|switchBaseClasses|Transition|animate|svg-icons[\\/])/,
    priority: 20,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
  // TanStack Query alone: the stores (zustand) are in the entry, the query client only in the
  // panel layout and the public trip page (app/with-query-client.tsx)
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // (no group for the Spanish texts of the features: each file is a chunk of its own, fetched
  // with the screen that shows it, src/lib/i18n.ts)
  // one chunk per non-default language, fetched when chosen (src/lib/i18n.ts)
  {
    name: (id: string) => {
      const lang = /[\\/]locales[\\/](en|fr|ar)[\\/]/.exec(id)?.[1];
      return lang ? `locale-${lang}` : null;
    },
    test: /[\\/]locales[\\/](en|fr|ar)[\\/][\w-]+\.json$/,
    priority: 40,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // the prerender's build (src/prerender/entry-server.tsx, run by build/prerender.ts) is for
  // Node at build time: no compressed copies, no manifest, no chunk groups
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // bundled into the prerender build: Node's import of its CommonJS default is the module
  // object, not the plugin
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-prerender', emptyOutDir: true, target: 'node22' }
    : {
        // the benchmark maps each route to its chunks through the manifest
        manifest: true,
        target: 'es2022',
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
          output: { codeSplitting: { groups: vendorGroups } },
        },
      },
}));
