import { Button, Space } from 'antd';
import { FileSearchOutlined, TagsOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoute } from '@/shell/routeModel';
import { useShellRoutes } from '@/shell/shellRoutes';

/** The coupon pages are hidden in the sidebar (spec: /marketing couponDetail and detail); the marketing pages lead there. */
const COUPON_PAGES = [
  { path: '/marketing/couponDetail', icon: <TagsOutlined /> },
  { path: '/marketing/detail', icon: <FileSearchOutlined /> },
];

function CouponButtons({ pages }: { pages: typeof COUPON_PAGES }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
      <Space>
        {pages.map(({ path, icon }) => (
          <Button key={path} icon={icon} onClick={() => void navigate(path)}>
            {t(path)}
          </Button>
        ))}
      </Space>
    </div>
  );
}

/**
 * Buttons to the coupon pages the user holds (by their menu ids), above a marketing page's tabs: not in the tab bar,
 * whose tablist may hold only tabs (axe aria-required-children).
 */
export default function CouponLinks() {
  const { permitted } = useShellRoutes();
  const pages = COUPON_PAGES.filter(({ path }) => findRoute(permitted, path));
  return pages.length ? <CouponButtons pages={pages} /> : null;
}
