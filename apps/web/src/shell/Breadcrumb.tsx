import { Link, useLocation } from 'react-router';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { breadcrumbOf } from './breadcrumb';
import { useShellRoutes } from './shellRoutes';

export function Breadcrumb() {
  const { permitted } = useShellRoutes();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const items = breadcrumbOf(permitted, pathname).map((crumb) => ({
    key: crumb.path,
    title: crumb.to ? <Link to={crumb.to}>{t(crumb.titleKey)}</Link> : <span className="no-redirect">{t(crumb.titleKey)}</span>,
  }));
  return <AntBreadcrumb className="shell-breadcrumb" items={items} />;
}
