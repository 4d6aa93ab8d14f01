import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, type RouteObject } from 'react-router';
import { AppMain, type PageHandle } from './AppMain';
import type { AppRoute } from './routeModel';
import { changeSetting } from './settings';
import { ShellRoutesContext } from './shellRoutes';
import { refreshView, tagsStore } from './tags';

function Page({ name }: { name: string }) {
  return <input aria-label={name} />;
}

const routes: AppRoute[] = [
  { id: null, path: '/dashboard', titleKey: '/dashboard', affix: true },
  { id: 1, path: '/a', titleKey: '/a' },
  { id: 2, path: '/b', titleKey: '/b' },
  { id: 3, path: '/nocache', titleKey: '/nocache', noCache: true },
];
const layoutRoutes: RouteObject[] = routes.map((route) => ({
  path: route.path,
  element: <Page name={route.path} />,
  handle: { route } satisfies PageHandle,
}));

function Nav() {
  const navigate = useNavigate();
  return (
    <nav>
      {routes.map((route) => (
        <button key={route.path} onClick={() => void navigate(route.path)}>
          go {route.path}
        </button>
      ))}
    </nav>
  );
}

function renderShell(start = '/a') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <ShellRoutesContext value={{ permitted: routes, layoutRoutes }}>
        <Routes>
          <Route
            path="/*"
            element={
              <>
                <Nav />
                <AppMain />
              </>
            }
          />
        </Routes>
      </ShellRoutesContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  tagsStore.set([]);
  changeSetting('tagsView', true);
});

describe('keep-alive of visited pages', () => {
  it('keeps what was typed on a page after leaving it and coming back', async () => {
    const user = userEvent.setup();
    renderShell('/a');
    await user.type(screen.getByRole('textbox', { name: '/a' }), 'half-filled form');
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    expect(screen.getByRole('textbox', { name: '/b' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '/a' })).toBeNull(); // hidden, not gone
    await user.click(screen.getByRole('button', { name: 'go /a' }));
    expect((screen.getByRole('textbox', { name: '/a' }) as HTMLInputElement).value).toBe('half-filled form');
  });

  it('refresh remounts the page and clears it', async () => {
    const user = userEvent.setup();
    renderShell('/a');
    await user.type(screen.getByRole('textbox', { name: '/a' }), 'draft');
    act(() => tagsStore.set((views) => refreshView(views, '/a')));
    expect((screen.getByRole('textbox', { name: '/a' }) as HTMLInputElement).value).toBe('');
  });

  it('does not keep pages flagged noCache, nor any page with the tags view off', async () => {
    const user = userEvent.setup();
    renderShell('/nocache');
    await user.type(screen.getByRole('textbox', { name: '/nocache' }), 'gone');
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    await user.click(screen.getByRole('button', { name: 'go /nocache' }));
    expect((screen.getByRole('textbox', { name: '/nocache' }) as HTMLInputElement).value).toBe('');

    act(() => changeSetting('tagsView', false));
    await user.type(screen.getByRole('textbox', { name: '/nocache' }), 'x');
    await user.click(screen.getByRole('button', { name: 'go /a' }));
    await user.type(screen.getByRole('textbox', { name: '/a' }), 'typed');
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    await user.click(screen.getByRole('button', { name: 'go /a' }));
    expect((screen.getByRole('textbox', { name: '/a' }) as HTMLInputElement).value).toBe('');
  });

  it('opens a tab per visited page after the pinned dashboard', async () => {
    const user = userEvent.setup();
    renderShell('/a');
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    expect(tagsStore.get().map((view) => [view.path, view.opened])).toEqual([
      ['/dashboard', false],
      ['/a', true],
      ['/b', true],
    ]);
  });
});

describe('page heading', () => {
  it('gives the shown page one <h1> with its title, with or without the tags view', async () => {
    const user = userEvent.setup();
    renderShell('/a');
    await user.click(screen.getByRole('button', { name: 'go /b' }));
    // Kept-alive pages are hidden, and the heading is the shown page's.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['/b']);
    act(() => changeSetting('tagsView', false));
    await user.click(screen.getByRole('button', { name: 'go /a' }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['/a']);
  });
});
