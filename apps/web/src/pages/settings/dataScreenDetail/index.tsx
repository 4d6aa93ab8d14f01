import { Alert, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import ScreenView from '@/pages/dataScreen/ScreenView';
import { CHART_OPTIONS, canteenChoices, loadCanteens } from '../dataScreen/fields';

/** One data screen's configuration (/basesetting/dataScreen/dataScreendetail?id=…, menu 212010) and the screen itself, its charts live. */
export default function DataScreenDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const screen = useQuery({ queryKey: ['settings.dataScreenDetail', id], queryFn: () => call('settings.dataScreenDetail', { id }), enabled: id > 0 });
  const canteens = useQuery({ queryKey: ['settings.dataScreenCanteens'], queryFn: loadCanteens });
  if (!(id > 0)) return <Empty description={t('settings.screen.noneChosen')} />;
  if (screen.isPending) return <Skeleton active />;
  if (screen.isError) return <Alert type="error" showIcon title={t('settings.loadFailed')} />;
  const s = screen.data;
  const names = canteenChoices(canteens.data);
  return (
    <>
      <Descriptions bordered column={1} title={s.name} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('settings.screen.canteens')}>
          {s.canteenIds.length ? s.canteenIds.map((c) => <Tag key={c}>{names.find((o) => o.value === c)?.label ?? `#${c}`}</Tag>) : t('settings.screen.allCanteens')}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.screen.charts')}>
          {s.charts.map((c) => (
            <Tag key={c}>{t(CHART_OPTIONS.find((o) => o.value === c)?.label ?? c)}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.screen.refreshSeconds')}>{s.refreshSeconds}</Descriptions.Item>
        <Descriptions.Item label={t('settings.screen.theme')}>{t(`settings.theme.${s.theme}`)}</Descriptions.Item>
      </Descriptions>
      <ScreenView id={id} />
    </>
  );
}
