/** Reachable without a token and never in the menu (spec §2.1). */
export const PUBLIC_PATHS = [
  '/register',
  '/auto',
  '/yidelogin',
  '/autologin',
  '/login',
  '/auth-redirect',
  '/Business_registration',
  '/Business_info',
  '/dataHunter_user',
  '/dataHunter_merchant',
  '/mobile/auto/login',
  '/404',
] as const;

export const LOGIN_PATH = '/login';

const publicSet = new Set(PUBLIC_PATHS.map((p) => p.toLowerCase()));
export const isPublicPath = (pathname: string): boolean => publicSet.has(pathname.replace(/\/+$/, '').toLowerCase() || '/');

export interface GuardInput {
  pathname: string;
  /** Query string of the location, with its '?' or empty. */
  search: string;
  hasToken: boolean;
  /** The user's info (and so the roles) has been loaded in this page. */
  rolesLoaded: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadUser' };

export const loginRedirect = (pathname: string, search = ''): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;

/** What the guard does on a navigation (spec §2.1). */
export function guardDecision({ pathname, search, hasToken, rolesLoaded }: GuardInput): GuardDecision {
  const isLogin = pathname.replace(/\/+$/, '').toLowerCase() === LOGIN_PATH;
  if (isLogin) return hasToken ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: loginRedirect(pathname, search) };
  return rolesLoaded ? { kind: 'allow' } : { kind: 'loadUser' };
}

/** The `redirect` query of the login page, kept only when it is a path of this site. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  return redirect;
}
