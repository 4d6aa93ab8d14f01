import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

const BASE = '/basesetting/machinemanage/dishidentification';
const PAGES = ['caipininfo', 'menuaipicture', 'zhuceinfo', 'uploadplate'].map((p) => `${BASE}/${p}`);

/** Moves between the AI dish recognition pages (they are hidden from the sidebar). */
export default function AiNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Segmented
      style={{ marginBottom: 12 }}
      value={pathname}
      onChange={(path) => void navigate(path)}
      options={[{ value: BASE, label: t(BASE) }, ...PAGES.map((path) => ({ value: path, label: t(path) }))]}
    />
  );
}
