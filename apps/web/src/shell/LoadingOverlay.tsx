import { useSyncExternalStore } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadingCount, subscribeLoading } from '@/api/loading';

/** Full-screen 'please wait' while any normal request is in flight (spec §8). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribeLoading, loadingCount, loadingCount);
  return <Spin fullscreen spinning={count > 0} description={t('shell.pleaseWait')} />;
}
