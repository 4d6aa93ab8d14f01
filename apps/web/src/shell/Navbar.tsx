import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toggleSidebar, useAppState } from './appState';
import { Breadcrumb } from './Breadcrumb';
import { Fullscreen } from './Fullscreen';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSelect } from './LanguageSelect';
import { SettingsPanel } from './SettingsPanel';
import { SizeSelect } from './SizeSelect';
import { UserMenu } from './UserMenu';
import { pressable } from './pressable';

export function Navbar() {
  const { t } = useTranslation();
  const { sidebarOpened, device } = useAppState();
  const Hamburger = sidebarOpened ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <div className="navbar">
      <Hamburger
        className="hamburger"
        {...pressable}
        aria-label={t(sidebarOpened ? 'shell.sidebar.close' : 'shell.sidebar.open')}
        onClick={toggleSidebar}
      />
      <Breadcrumb />
      <div className="right-menu">
        {device !== 'mobile' && (
          <>
            <HeaderSearch />
            <Fullscreen />
            <SizeSelect />
          </>
        )}
        <LanguageSelect />
        <SettingsPanel />
        <UserMenu />
      </div>
    </div>
  );
}
