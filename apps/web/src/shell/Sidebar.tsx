import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfigProvider, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useAppState } from './appState';
import { useSettings } from './settings';
import { useShellRoutes } from './shellRoutes';
import { SidebarLogo } from './SidebarLogo';
import { openKeysFor, selectedMenuKey, sidebarItems } from './sidebarMenu';

/** Spec §9 menu colours: background #304156, active text #409EFF in the lighter shade #66b1ff that reads on it (4.6:1). */
export const MENU_BACKGROUND = '#304156';
const menuTheme = {
  components: {
    Menu: {
      darkItemBg: MENU_BACKGROUND,
      darkSubMenuItemBg: '#1f2d3d',
      darkPopupBg: '#1f2d3d',
      darkItemColor: '#bfcbd9',
      darkItemHoverBg: '#263445',
      darkItemSelectedBg: '#263445',
      darkItemSelectedColor: '#66b1ff',
    },
  },
};

export function Sidebar() {
  const { permitted } = useShellRoutes();
  const { t } = useTranslation();
  const { sidebarOpened, device, withoutAnimation } = useAppState();
  const { sidebarLogo } = useSettings();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = device === 'mobile';
  const collapsed = !sidebarOpened;

  const items = useMemo(() => sidebarItems(permitted, t), [permitted, t]);
  const selected = selectedMenuKey(permitted, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(permitted, selected));

  // Expanded: open the groups leading to the current page. Collapsed: groups open as pop-ups on hover only.
  useEffect(() => {
    setOpenKeys((open) => (collapsed ? [] : [...new Set([...open, ...openKeysFor(permitted, selected)])]));
  }, [collapsed, permitted, selected]);

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={mobile ? 0 : SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      className={['shell-sidebar', mobile ? 'mobile' : '', withoutAnimation ? 'no-animation' : ''].join(' ')}
      style={{ background: MENU_BACKGROUND }}
    >
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <ConfigProvider theme={menuTheme}>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => {
            void navigate(key);
            if (mobile) setSidebar(false);
          }}
        />
      </ConfigProvider>
    </Layout.Sider>
  );
}
