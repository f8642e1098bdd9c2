import type { UIMatch } from 'react-router';
import type { RouteAccess } from './guards.ts';

/** What every route of the table carries in its `handle`. */
export type RouteHandle = {
  title: string;
  access?: RouteAccess;
  /** a panel route without the panel chrome (the onboarding form) says 'blank' */
  layout?: 'blank' | 'content';
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: Pick<UIMatch, 'handle'>[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
