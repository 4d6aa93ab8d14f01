import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogoConfig } from './logo';

/** The merchant's logo (the product's mark until one is set) and the app name; the name hides when collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { data } = useLogoConfig();
  const src = data?.logoUrl || '/favicon.svg';
  return (
    <Link to="/" className="sidebar-logo" aria-label={t('shell.appName')}>
      <img src={src} alt="" className="sidebar-logo-img" />
      {!collapsed && <span className="sidebar-logo-title">{t('shell.appName')}</span>}
    </Link>
  );
}
