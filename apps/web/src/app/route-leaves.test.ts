import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleRoute } from './console-routes.tsx';

// A leaf route with neither element, Component nor lazy makes React Router warn ("does not
// have an element or Component") when it matches, as /admin's redirect did. Listed by path.
function bareLeaves(route: RouteObject, parent = ''): string[] {
  const path = route.index ? `${parent} (index)` : `${parent}/${route.path ?? ''}`;
  if (route.children?.length) return route.children.flatMap((c) => bareLeaves(c, path));
  const renders =
    route.element !== undefined || route.Component !== undefined || route.lazy !== undefined;
  return renders ? [] : [path];
}

describe('the route table', () => {
  it('gives every leaf route something to render', () => {
    expect(bareLeaves(consoleRoute)).toEqual([]);
  });
});
