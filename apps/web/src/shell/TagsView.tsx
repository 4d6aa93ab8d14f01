import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dropdown, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { normalizePath } from './routeModel';
import { useStore } from './store';
import { onTabStripKey, useTabStripScroll } from './tagStrip';
import { closeAllViews, closeOtherViews, closeRightViews, closeView, lastViewLocation, refreshView, tagsStore, type TagView } from './tags';

const hrefOf = (view: TagView) => view.location.pathname + view.location.search;

/**
 * Visited pages as tabs (spec §2.1/§2.2): the dashboard is pinned; right click for refresh / close / close others /
 * close to the right / close all. At most MAX_VIEWS stay open (tags.ts); more than fit scroll sideways (wheel, arrow
 * keys between tabs, the current tab kept in view), and Delete closes the focused tab.
 */
export function TagsView() {
  const views = useStore(tagsStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isActive = (view: TagView) => normalizePath(view.path) === normalizePath(pathname);
  const strip = useRef<HTMLDivElement>(null);
  useTabStripScroll(strip, normalizePath(pathname), views.length);
  // One tab stop for the strip (the arrows move inside it): the current tab, or the first when none is current.
  const focusIndex = Math.max(0, views.findIndex(isActive));

  const actions = {
    refresh(view: TagView) {
      tagsStore.set((open) => refreshView(open, view.path));
      if (!isActive(view)) void navigate(hrefOf(view));
    },
    close(view: TagView) {
      const rest = closeView(tagsStore.get(), view.path);
      tagsStore.set(rest);
      if (isActive(view)) void navigate(lastViewLocation(rest));
    },
    closeOthers(view: TagView) {
      tagsStore.set((open) => closeOtherViews(open, view.path));
      if (!isActive(view)) void navigate(hrefOf(view));
    },
    closeRight(view: TagView) {
      const rest = closeRightViews(tagsStore.get(), view.path);
      tagsStore.set(rest);
      if (!rest.some(isActive)) void navigate(hrefOf(view));
    },
    closeAll() {
      const rest = closeAllViews(tagsStore.get());
      tagsStore.set(rest);
      if (!rest.some(isActive)) void navigate(lastViewLocation(rest));
    },
  };

  return (
    <div
      ref={strip}
      className="tags-view"
      role="tablist"
      aria-label={t('shell.tags.label')}
      onKeyDown={(event) =>
        onTabStripKey(event, (index) => {
          const view = views[index];
          if (view.affix) return false;
          actions.close(view);
          return true;
        })
      }
    >
      {views.map((view, index) => {
        const active = isActive(view);
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('shell.tags.refresh') },
                { key: 'close', label: t('shell.tags.close'), disabled: view.affix },
                { key: 'closeOthers', label: t('shell.tags.closeOthers') },
                { key: 'closeRight', label: t('shell.tags.closeRight'), disabled: index === views.length - 1 },
                { key: 'closeAll', label: t('shell.tags.closeAll') },
              ],
              onClick: ({ key }) => actions[key as keyof typeof actions](view),
            }}
          >
            <Link
              to={hrefOf(view)}
              role="tab"
              aria-selected={active}
              tabIndex={index === focusIndex ? 0 : -1}
              className={active ? 'tags-view-item active' : 'tags-view-item'}
              style={active ? { background: token.colorPrimary, borderColor: token.colorPrimary } : undefined}
            >
              {t(view.titleKey)}
              {!view.affix && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-label={t('shell.tags.close')}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    actions.close(view);
                  }}
                />
              )}
            </Link>
          </Dropdown>
        );
      })}
    </div>
  );
}
