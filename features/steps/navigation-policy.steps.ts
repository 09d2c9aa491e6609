import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import {
  decideNavigation,
  destinationAfterLogin,
  navigationErrorForcesLogout,
  navigationForAuthEvent,
  withQuery,
  type AuthNavigationEvent,
  type NavigationDecision,
} from '../../core/domain/shell/navigation-policy.ts';
import { ROUTES, findRoute, type RouteDefinition } from '../../core/domain/shell/route-table.ts';
import { AuthState } from '../../core/domain/auth/auth-state.ts';
import { isRole, type Role } from '../../core/domain/roles.ts';

interface NavWorld {
  nav: { hasCurrentSpace: boolean; routes: readonly RouteDefinition[]; decision?: NavigationDecision; eventTarget?: string | null };
}

function nav(world: unknown): NavWorld['nav'] {
  const w = world as Partial<NavWorld>;
  w.nav ??= { hasCurrentSpace: true, routes: ROUTES };
  return w.nav;
}

function split(url: string): { path: string; query: Record<string, string> } {
  const [path = '', search = ''] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

function role(name: string): Role {
  if (!isRole(name)) throw new Error(`unknown role ${name}`);
  return name;
}

function describeDecision(d: NavigationDecision): string {
  if (d.kind === 'allow') return 'allow';
  if (d.kind === 'not-found') return 'not-found';
  return d.to;
}

Given('the user has a current space', function () {
  nav(this).hasCurrentSpace = true;
});

Given('the user has no current space', function () {
  nav(this).hasCurrentSpace = false;
});

Given('a route {string} that only the org owner may open', function (pattern: string) {
  nav(this).routes = [...ROUTES, { name: 'OwnerOnly', pattern, access: 'org-owner', shell: true }];
});

Then('opening each path gives, by role:', function (table: { hashes(): Record<string, string>[] }) {
  const state = nav(this);
  const problems: string[] = [];
  for (const row of table.hashes()) {
    const { path, query } = split(row.path!);
    for (const [column, expectedRaw] of Object.entries(row)) {
      if (column === 'path') continue;
      const signedOut = column === 'signed out';
      const decision = decideNavigation(
        {
          path,
          query,
          authState: signedOut ? AuthState.UNAUTHENTICATED : AuthState.AUTHENTICATED,
          role: signedOut ? undefined : role(column),
          hasCurrentSpace: state.hasCurrentSpace,
        },
        state.routes,
      );
      const expected = expectedRaw === 'login' ? withQuery('/login', { redirect: row.path }) : expectedRaw;
      const actual = describeDecision(decision);
      if (actual !== expected) problems.push(`${row.path} as ${column}: expected ${expected}, got ${actual}`);
    }
  }
  assert.deepEqual(problems, []);
});

When('a signed-in {string} opens {string}', function (roleName: string, url: string) {
  const state = nav(this);
  const { path, query } = split(url);
  state.decision = decideNavigation(
    { path, query, authState: AuthState.AUTHENTICATED, role: role(roleName), hasCurrentSpace: state.hasCurrentSpace },
    state.routes,
  );
});

When('a signed-out visitor opens {string}', function (url: string) {
  const state = nav(this);
  const { path, query } = split(url);
  state.decision = decideNavigation({ path, query, authState: AuthState.UNAUTHENTICATED, hasCurrentSpace: false }, state.routes);
});

When('a user in state {string} who was on {string} opens {string}', function (authState: string, previous: string, url: string) {
  const state = nav(this);
  const { path, query } = split(url);
  state.decision = decideNavigation(
    { path, query, authState: authState as AuthState, role: 'org_member', hasCurrentSpace: true, previousPath: previous },
    state.routes,
  );
});

Then('they are redirected to {string}', function (target: string) {
  const d = nav(this).decision;
  assert.equal(d?.kind === 'redirect' ? d.to : describeDecision(d!), target);
});

Then('they are replace-redirected to {string}', function (target: string) {
  assert.deepEqual(nav(this).decision, { kind: 'redirect', to: target, replace: true });
});

Then('the route {string} is allowed', function (name: string) {
  const d = nav(this).decision;
  assert.equal(d?.kind, 'allow');
  assert.equal(d.kind === 'allow' && d.route.name, name);
});

Then('opening {string} as {string} redirects to {string}', function (path: string, roleName: string, target: string) {
  const d = decideNavigation({ path, authState: AuthState.AUTHENTICATED, role: role(roleName), hasCurrentSpace: true }, nav(this).routes);
  assert.equal(describeDecision(d), target);
});

Then('opening {string} as {string} is allowed', function (path: string, roleName: string) {
  const d = decideNavigation({ path, authState: AuthState.AUTHENTICATED, role: role(roleName), hasCurrentSpace: true }, nav(this).routes);
  assert.equal(d.kind, 'allow');
});

Then('the route {string} is labelled {string}', function (path: string, label: string) {
  assert.equal(findRoute(path)?.route.label, label);
});

Then('the route {string} shows the app shell', function (path: string) {
  assert.equal(findRoute(path)?.route.shell, true);
});

Then('the route {string} shows no app shell', function (path: string) {
  assert.equal(findRoute(path)?.route.shell, false);
});

When('the auth event {string} happens on {string}', function (event: string, url: string) {
  const { path, query } = split(url);
  nav(this).eventTarget = navigationForAuthEvent(event as AuthNavigationEvent, path, query);
});

Then('the user is sent to {string}', function (target: string) {
  assert.equal(nav(this).eventTarget, target);
});

Then('the user stays where they are', function () {
  assert.equal(nav(this).eventTarget, null);
});

// The rule SessionViewModel.handleNavigationError applies when a page fails (tests/unit/web/session.test.ts drives it).
Then('a navigation error {string} forces a logout', function (message: string) {
  assert.equal(navigationErrorForcesLogout(new Error(message)), true);
});

Then('a navigation error {string} does not force a logout', function (message: string) {
  assert.equal(navigationErrorForcesLogout(new Error(message)), false);
});

Then('after login a {string} with redirect {string} goes to {string}', function (roleName: string, redirect: string, target: string) {
  assert.equal(destinationAfterLogin(role(roleName), redirect || undefined), target);
});
