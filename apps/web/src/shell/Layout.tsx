import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Layout as AntLayout } from 'antd';
import { appStore, MOBILE_BREAKPOINT, setDevice, setSidebar, useAppState } from './appState';
import { AppMain } from './AppMain';
import { Navbar } from './Navbar';
import { useSettings } from './settings';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import './shell.css';

/** Below 992 px the console is in mobile mode and the sidebar closes by itself (spec §2.2). */
function useResponsiveSidebar() {
  const { pathname } = useLocation();
  useEffect(() => {
    const onResize = () => {
      const mobile = window.innerWidth < MOBILE_BREAKPOINT;
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) setSidebar(false, true);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const { device, sidebarOpened } = appStore.get();
    if (device === 'mobile' && sidebarOpened) setSidebar(false);
  }, [pathname]);
}

export default function Layout() {
  useResponsiveSidebar();
  const { sidebarOpened, device } = useAppState();
  const { fixedHeader, tagsView } = useSettings();
  return (
    <AntLayout className="shell" hasSider>
      {device === 'mobile' && sidebarOpened && <div className="drawer-bg" onClick={() => setSidebar(false)} />}
      <Sidebar />
      <AntLayout className="main-container">
        <header className={fixedHeader ? 'shell-header fixed-header' : 'shell-header'}>
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <main className="app-main">
          <AppMain />
        </main>
      </AntLayout>
    </AntLayout>
  );
}
