// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';
import { requireReviewer } from './route-guards';
import { router } from './router';
import { SERVED_DASHBOARD_PATHS } from './served-screens';

interface RouteLike {
  path?: string;
  index?: boolean;
  handle?: unknown;
  loader?: unknown;
  children?: RouteLike[];
}

const rootChildren = (router.routes[0]?.children ?? []) as RouteLike[];
const dashboard = rootChildren.find((route) => route.path === '/dashboard');
const dashboardScreens = (dashboard?.children ?? []).filter((route) => !route.index && route.path !== '*');

/** Every path a route serves, its children's included (quick-onboard/single-onboard). */
function servedPaths(routes: readonly RouteLike[], base: string): string[] {
  return routes
    .filter((route) => !route.index && route.path && route.path !== '*')
    .flatMap((route) => {
      const path = `${base}/${route.path}`;
      return [path, ...servedPaths(route.children ?? [], path)];
    });
}

describe('router', () => {
  it('serves exactly the dashboard screens the landing rule may send people to', () => {
    expect(new Set(servedPaths(dashboardScreens, '/dashboard'))).toEqual(SERVED_DASHBOARD_PATHS);
  });

  it('keeps the Review group screens, Monitoring Runs included, from the FLA (spec 1 §2.3, issue 17)', () => {
    const guarded = dashboardScreens.filter((route) => route.loader === requireReviewer).map((route) => route.path);
    expect(guarded).toEqual(['review', 'ongoingAlerted', 'monitoring-runs']);
  });

  it('names every page for the browser tab (issue 10)', () => {
    const pages = [...rootChildren.filter((route) => route !== dashboard), ...(dashboard?.children ?? [])].filter(
      (route) => !route.index,
    );
    const titles = pages.map((route) => [route.path, documentTitle([route], 'Aurum AML')]);
    for (const [path, title] of titles) expect(title, path).toMatch(/^.+ · Aurum AML$/);
    expect(Object.fromEntries(titles)).toMatchObject({
      '/login': 'Sign In · Aurum AML',
      tenants: 'Tenant Management · Aurum AML',
      changePassword: 'Change Password · Aurum AML',
    });
  });
});

describe('documentTitle', () => {
  it('takes the deepest route that names its page, and the product title alone when none does', () => {
    expect(documentTitle([{ handle: { title: 'Outer' } }, {}, { handle: { title: 'Inner' } }], 'Gold AML')).toBe(
      'Inner · Gold AML',
    );
    expect(documentTitle([{}, { handle: undefined }], 'Gold AML')).toBe('Gold AML');
    expect(documentTitle([{ handle: { title: 'Inner' } }], undefined)).toBe('Inner');
  });
});
