// What a component test needs to render a screen's piece as the panel does (the interface
// language, the theme, a query client of its own, a router) and to answer its HTTP calls.
// Component tests run in happy-dom (`// @vitest-environment happy-dom` at the top of the file):
// they type, click and read what a person sees through Testing Library; the server's rules are
// proven by the API tests, the whole screen by the browser journeys.
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Language } from '@trayecto/contracts/i18n';
import type { TeamRole } from '@trayecto/contracts/team';
import { AppProviders } from '../app/providers.tsx';
import type { ConsoleAdmin } from '@trayecto/contracts/console';
import { useConsoleSessionStore } from '../lib/console-session-store.ts';
import { i18n, loadLanguage, withConsoleNamespace, withFeatureNamespaces } from '../lib/i18n.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useSettingsStore } from '../lib/settings-store.ts';

export type RenderOptions = {
  language?: Language;
  role?: TeamRole;
  /** where the router stands (default /) */
  path?: string;
};

/**
 * Renders `ui` signed in as a company (the role given, admin by default) in `language`
 * (Spanish by default), every feature's texts loaded. Returns Testing Library's queries and a
 * user-event instance.
 */
export async function renderPanel(
  ui: ReactElement,
  { language = 'es', role = 'admin', path = '/' }: RenderOptions = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  await withFeatureNamespaces(Promise.resolve());
  await loadLanguage(language);
  useSettingsStore.setState({ lang: language });
  await i18n.changeLanguage(language);
  useSessionStore.setState({
    isLogged: true,
    token: 'component-test-token',
    _id: 'company-1',
    email: 'empresa@example.test',
    name: 'Empresa de prueba C.A.',
    role,
    profileLoaded: true,
    lang: language,
    timezone: 'America/Caracas',
  });
  return mount(ui, path);
}

/**
 * Renders a piece of the provider's console signed in as an admin of `role` (finance by default),
 * the console's texts loaded in `language`.
 */
export async function renderConsole(
  ui: ReactElement,
  {
    language = 'es',
    role = 'finance',
    path = '/admin',
  }: { language?: Language; role?: ConsoleAdmin['role']; path?: string } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup> }> {
  useSettingsStore.setState({ lang: language });
  await withConsoleNamespace(Promise.resolve());
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  useConsoleSessionStore.setState({
    token: 'component-test-console-token',
    admin: {
      _id: 'admin-1',
      email: 'finanzas@example.test',
      name: 'Finanzas',
      role,
      permissions: [],
    },
  });
  return mount(ui, path);
}

function mount(ui: ReactElement, path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </AppProviders>
  );
  const user = userEvent.setup();
  return { ...render(ui, { wrapper }), user };
}

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer =
  { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/**
 * Answers the API calls a component makes: `routes` maps "METHOD /api/path" to an answer (a
 * status and a JSON body, or a function of the call). A call no route answers fails the test
 * with its method and path, so a component never reaches an answer the test did not mean.
 * Returns the calls made, in order.
 */
export function answerApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://panel.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : undefined,
    };
    calls.push(call);
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`no answer for ${method} ${url.pathname} in this test`);
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}
