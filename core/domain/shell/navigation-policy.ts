import { AuthState } from '../auth/auth-state.ts';
import { isOrgAdmin, isPlatformAdmin, roleHome, type Role } from '../roles.ts';
import { AUTH_PAGES, ROUTES, STATIC_REDIRECTS, findRoute, matchPattern, type RouteDefinition } from './route-table.ts';

export const SPACE_INIT_FAILED = 'space-init-failed';

export interface NavigationRequest {
  /** The wanted path, without query. */
  path: string;
  /** The wanted query. */
  query?: Record<string, string>;
  authState: AuthState;
  role?: Role;
  /** Spaces loaded and a current space chosen. */
  hasCurrentSpace: boolean;
  /** Where the user was before (for the REFRESHING / LOGGING_OUT rule). */
  previousPath?: string;
}

/** Why a signed-in user was sent elsewhere, when the app should tell them. */
export type RefusalReason = 'org-admins-only';

export type NavigationDecision =
  | { kind: 'allow'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string; replace: boolean; reason?: RefusalReason }
  | { kind: 'not-found' };

const redirect = (to: string, replace = false): NavigationDecision => ({ kind: 'redirect', to, replace });

/** Builds `path?query` with the keys in the given order, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v!)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

function fullPath(path: string, query: Record<string, string> = {}): string {
  return withQuery(path, query);
}

function isLoginOrRegister(target: string | undefined): boolean {
  if (!target) return true;
  const path = target.split('?')[0]!;
  return path === '/login' || path === '/register';
}

/** Only same-site paths are followed, so `redirect` cannot send anyone to another site. */
function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined;
  return target;
}

/**
 * The one navigation guard (spec 2.1, 2.2, 6; decisions D1–D3): given where the user wants to go and
 * who they are, allow it or say where to go instead. The web router and the CLI both call it.
 */
export function decideNavigation(request: NavigationRequest, routes: readonly RouteDefinition[] = ROUTES): NavigationDecision {
  const { path, query = {}, authState, role } = request;
  const authenticated = authState === AuthState.AUTHENTICATED;
  const admin = isPlatformAdmin(role);

  if (path.includes('//')) return redirect(fullPath(path.replace(/\/{2,}/g, '/'), query), true);

  for (const r of STATIC_REDIRECTS) {
    const params = matchPattern(r.pattern, path);
    if (params) return redirect(r.to(params), true);
  }

  if (path === '/' || path === '') {
    if (!authenticated) return redirect('/login', true);
    return redirect(roleHome(role), true);
  }

  const match = findRoute(path, routes);
  if (!match) return { kind: 'not-found' };
  const { route } = match;

  if (route.pattern === '/login' || route.pattern === '/register') {
    if (authenticated) {
      const target = safeRedirect(query.redirect);
      return redirect(target && !isLoginOrRegister(target) ? target : roleHome(role), true);
    }
    return { kind: 'allow', ...match };
  }

  if (route.access === 'public') return { kind: 'allow', ...match };

  if (authState === AuthState.REFRESHING || authState === AuthState.LOGGING_OUT) {
    return redirect(withQuery('/login', { redirect: request.previousPath }));
  }
  if (!authenticated) return redirect(withQuery('/login', { redirect: fullPath(path, query) }));

  switch (route.access) {
    case 'admin':
      if (!admin) return redirect(isOrgAdmin(role) ? '/org-admin/dashboard' : '/dashboard');
      break;
    case 'org-admin':
      // Members are told why they landed on the Dashboard instead.
      if (!isOrgAdmin(role)) return admin ? redirect('/admin/dashboard') : { kind: 'redirect', to: '/dashboard', replace: false, reason: 'org-admins-only' };
      break;
    case 'org-owner':
      if (role !== 'org_owner') return redirect('/dashboard');
      break;
    case 'signed-in':
      if (admin) return redirect('/admin/dashboard');
      break;
    case 'login':
      break;
  }

  if (route.requiresSpace && !admin && !request.hasCurrentSpace) {
    const alreadyReported = route.pattern === '/dashboard' && query.error === SPACE_INIT_FAILED;
    if (!alreadyReported) return redirect(withQuery('/dashboard', { error: SPACE_INIT_FAILED }));
  }

  return { kind: 'allow', ...match };
}

export type AuthNavigationEvent = 'LOGIN_REQUIRED' | 'LOGOUT_COMPLETE' | 'SESSION_EXPIRED' | 'UNAUTHENTICATED';

/** Where an auth event sends the user from `currentPath` (with its query), or null to stay (spec 2.2). */
export function navigationForAuthEvent(
  event: AuthNavigationEvent,
  currentPath: string,
  currentQuery: Record<string, string> = {},
  routes: readonly RouteDefinition[] = ROUTES,
): string | null {
  if ((AUTH_PAGES as readonly string[]).includes(currentPath)) return null;
  const match = findRoute(currentPath, routes);
  if (match?.route.access === 'public') return null;
  const here = fullPath(currentPath, currentQuery);
  switch (event) {
    case 'LOGIN_REQUIRED':
    case 'UNAUTHENTICATED':
      return withQuery('/login', { redirect: here });
    case 'LOGOUT_COMPLETE':
      return '/login';
    case 'SESSION_EXPIRED':
      return withQuery('/login', { redirect: here, expired: 'true' });
  }
}

/** Where the user goes after signing in (spec 2.2, D3). */
export function destinationAfterLogin(role: Role | undefined, redirectQuery: string | undefined): string {
  if (isPlatformAdmin(role)) return '/admin/dashboard';
  const target = safeRedirect(redirectQuery);
  return target && !isLoginOrRegister(target) ? target : roleHome(role);
}

/** A navigation error that mentions auth or 401 forces a logout (spec 2.2). */
export function navigationErrorForcesLogout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /auth|401/i.test(message);
}
