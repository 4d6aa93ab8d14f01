import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath, PUBLIC_PATHS, safeRedirect } from './guard';

const at = (pathname: string, hasToken: boolean, rolesLoaded = false, search = '') => guardDecision({ pathname, search, hasToken, rolesLoaded });

describe('route guard (spec §2.1)', () => {
  it('lets everyone reach the public routes', () => {
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/login')) {
      expect(at(path, false)).toEqual({ kind: 'allow' });
      expect(at(path, true)).toEqual({ kind: 'allow' });
    }
    expect(isPublicPath('/404')).toBe(true);
    expect(isPublicPath('/mobile/auto/login')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });

  it('shows the login page without a token and sends a signed-in user home', () => {
    expect(at('/login', false)).toEqual({ kind: 'allow' });
    expect(at('/login', true)).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/login', true, true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends any other route without a token to login with the path as redirect', () => {
    expect(at('/dashboard', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(at('/', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(at('/personal/personnal/detail', false, false, '?custId=7')).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/personal/personnal/detail?custId=7')}`,
    });
  });

  it('loads the user info once a token exists but no roles, then allows', () => {
    expect(at('/dashboard', true, false)).toEqual({ kind: 'loadUser' });
    expect(at('/dashboard', true, true)).toEqual({ kind: 'allow' });
    expect(at('/no/such/page', true, true)).toEqual({ kind: 'allow' });
  });

  it('only follows redirects inside the site', () => {
    expect(safeRedirect('/basesetting/userrole/role?x=1')).toBe('/basesetting/userrole/role?x=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
