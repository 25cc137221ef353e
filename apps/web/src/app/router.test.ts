import { APP_PATHS } from '@vidriera/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** Every screen's full path, as the router would match it ("*" is the not-found page). */
function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own =
      route.index || (route.path !== undefined && !route.children) || (route.path !== undefined && route.lazy)
        ? [path]
        : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the app router', () => {
  it('has a screen for every path the server answers with 200, and no other', () => {
    const paths = screenPaths(appRoutes).filter((path) => path !== '/*');
    expect(new Set(paths)).toEqual(new Set(APP_PATHS));
  });
});
