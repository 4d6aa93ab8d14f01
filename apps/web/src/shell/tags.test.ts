import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import type { AppRoute } from './routeModel';
import { addView, closeAllViews, closeOtherViews, closeView, lastViewLocation, refreshView, withAffixViews } from './tags';

const route = (path: string, extra: Partial<AppRoute> = {}): AppRoute => ({ id: 1, path, titleKey: path, ...extra });
const loc = (pathname: string, search = '', key = pathname + search): Location => ({ pathname, search, hash: '', state: null, key });
const dashboard = route('/dashboard', { affix: true });

function open(...paths: string[]) {
  return paths.reduce((views, path) => addView(views, route(path), loc(path)), withAffixViews([], [dashboard]));
}

describe('tags view', () => {
  it('pins the dashboard first, before it is opened', () => {
    const views = withAffixViews([], [dashboard]);
    expect(views.map((v) => [v.path, v.affix, v.opened])).toEqual([['/dashboard', true, false]]);
    expect(addView(views, dashboard, loc('/dashboard'))[0].opened).toBe(true);
  });

  it('adds each visited page once and follows its latest query', () => {
    let views = open('/a', '/b', '/a');
    expect(views.map((v) => v.path)).toEqual(['/dashboard', '/a', '/b']);
    views = addView(views, route('/b'), loc('/b', '?id=2'));
    expect(views[2].location.search).toBe('?id=2');
  });

  it('never closes the dashboard', () => {
    const views = open('/a', '/b');
    expect(closeView(views, '/dashboard').map((v) => v.path)).toEqual(['/dashboard', '/a', '/b']);
    expect(closeView(views, '/a').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(closeOtherViews(views, '/b').map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(closeAllViews(views).map((v) => v.path)).toEqual(['/dashboard']);
  });

  it('goes to the last open tab after closing the current one', () => {
    expect(lastViewLocation(closeView(open('/a', '/b'), '/b'))).toBe('/a');
    expect(lastViewLocation([])).toBe('/');
  });

  it('refresh bumps only that page’s key', () => {
    const views = refreshView(open('/a', '/b'), '/a');
    expect(views.map((v) => v.refreshKey)).toEqual([0, 1, 0]);
  });
});
