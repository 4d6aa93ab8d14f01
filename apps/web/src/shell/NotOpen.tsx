import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A menu entry whose service is not built yet (spec §1). */
export function NotOpen() {
  const { t } = useTranslation();
  return <Result status="info" title={t('shell.notOpen')} />;
}
