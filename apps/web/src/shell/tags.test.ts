import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import type { AppRoute } from './routeModel';
import { addView, closeAllViews, closeOtherViews, closeRightViews, closeView, lastViewLocation, MAX_VIEWS, refreshView, withAffixViews } from './tags';

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

  it('closes the tabs to the right of one, never the pinned dashboard', () => {
    const views = open('/a', '/b', '/c');
    expect(closeRightViews(views, '/a').map((v) => v.path)).toEqual(['/dashboard', '/a']);
    expect(closeRightViews(views, '/c').map((v) => v.path)).toEqual(['/dashboard', '/a', '/b', '/c']);
    expect(closeRightViews(views, '/dashboard').map((v) => v.path)).toEqual(['/dashboard']);
  });

  it(`keeps at most ${MAX_VIEWS} tabs: one more closes the least recently used one that is not pinned`, () => {
    const paths = Array.from({ length: MAX_VIEWS - 1 }, (_, i) => `/p${i}`);
    let views = open(...paths);
    expect(views).toHaveLength(MAX_VIEWS);
    // Coming back to /p0 makes /p1 the least recently used.
    views = addView(views, route('/p0'), loc('/p0', '?again'));
    views = addView(views, route('/new'), loc('/new'));
    expect(views).toHaveLength(MAX_VIEWS);
    expect(views.map((v) => v.path)).toEqual(['/dashboard', ...paths.filter((p) => p !== '/p1'), '/new']);
    // The dashboard, though never shown, stays.
    views = addView(views, route('/newer'), loc('/newer'));
    expect(views[0].path).toBe('/dashboard');
    expect(views.map((v) => v.path)).not.toContain('/p2');
  });
});

describe('tabs at the cap', () => {
  const atCap = () => open(...Array.from({ length: MAX_VIEWS - 1 }, (_, i) => `/p${i}`));

  it('closes by last use, not by opening order: each visit (a tab clicked, a new query) counts', () => {
    let views = atCap();
    for (const path of ['/p0', '/p1', '/p2']) views = addView(views, route(path), loc(path, '', `${path}#again`));
    views = addView(views, route('/x'), loc('/x'));
    views = addView(views, route('/y'), loc('/y'));
    const paths = views.map((v) => v.path);
    expect(paths).not.toContain('/p3');
    expect(paths).not.toContain('/p4');
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/p0', '/p1', '/p2', '/x', '/y']));
    expect(views).toHaveLength(MAX_VIEWS);
  });

  it('Back to a page (its same history entry) counts as a use; showing it again unchanged keeps the same tabs', () => {
    let views = addView(atCap(), route('/p0'), loc('/p0'));
    expect(addView(views, route('/p0'), loc('/p0'))).toBe(views);
    views = addView(views, route('/x'), loc('/x'));
    expect(views.map((v) => v.path)).toContain('/p0');
    expect(views.map((v) => v.path)).not.toContain('/p1');
  });

  it('going back to an open tab at the cap closes nothing', () => {
    const views = atCap();
    expect(addView(views, route('/p5'), loc('/p5', '?id=1')).map((v) => v.path)).toEqual(views.map((v) => v.path));
  });

  it('never closes the tab being shown, even when the cap is lower than the pinned tabs and it', () => {
    const views = addView(withAffixViews([], [dashboard]), route('/a'), loc('/a'), 1);
    expect(views.map((v) => v.path)).toEqual(['/dashboard', '/a']);
  });
});
