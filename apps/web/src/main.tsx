import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
import { router } from './app/router.tsx';
import { registerNavigate } from './lib/navigation.ts';

registerNavigate((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The saved language (when not Spanish) is a separate chunk: have it before the first paint.
await loadInitialLanguage();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
