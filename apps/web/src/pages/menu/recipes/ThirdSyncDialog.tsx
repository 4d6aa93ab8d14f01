import { useState } from 'react';
import { Alert, Button, DatePicker, Modal, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { datePattern, formatDate } from '@/shell/clock';

type Preview = OutputOf<'menuRecipes.thirdPreview'>;
type SyncResult = OutputOf<'menuRecipes.thirdSync'>;
const DAY = 'YYYY-MM-DD';

/**
 * Pulls a canteen's recipes from the merchant's third-party menu service: a preview of what it has (dishes we do not
 * know marked), then the sync, which creates or replaces those recipes. Not configured: the server says so.
 */
export default function ThirdSyncDialog({ canteenId, startDate, onDone, onClose }: { canteenId: number; startDate: string; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(startDate), dayjs(startDate).add(6, 'day')]);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<SyncResult | null>(null);
  const [busy, setBusy] = useState(false);
  const content = { canteenId, startDate: range[0].format(DAY), endDate: range[1].format(DAY) };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      // the request client has shown the server's message (e.g. no service configured)
    } finally {
      setBusy(false);
    }
  };
  const look = () => run(async () => setPreview(await call('menuRecipes.thirdPreview', content)));
  const sync = () =>
    run(async () => {
      setResult(await call('menuRecipes.thirdSync', content));
      onDone();
    });

  return (
    <Modal open width={720} title={t('menuRecipes.third.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          aria-label={t('menuRecipes.third.range')}
          format={datePattern()}
          allowClear={false}
          value={range}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0], v[1]]);
            setPreview(null);
            setResult(null);
          }}
        />
        <Button loading={busy} onClick={() => void look()}>
          {t('menuRecipes.third.preview')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void sync()}>
          {t('menuRecipes.third.sync')}
        </Button>
      </Space>
      {result && (
        <Alert
          type={result.unknownDishes.length ? 'warning' : 'success'}
          title={t('menuRecipes.third.done', { created: result.created, replaced: result.replaced, unchanged: result.unchanged })}
          description={result.unknownDishes.length ? t('menuRecipes.third.unknown', { names: result.unknownDishes.join('、') }) : undefined}
          style={{ marginBottom: 12 }}
        />
      )}
      {preview && (
        <Table
          size="small"
          rowKey={(r) => `${r.recipeDate}/${r.mealType}`}
          pagination={false}
          dataSource={preview.recipes}
          locale={{ emptyText: t('menuRecipes.third.nothing') }}
          columns={[
            { title: t('menuRecipes.list.recipeDate'), key: 'day', width: 110, render: (_, r) => formatDate(r.recipeDate) },
            { title: t('menuRecipes.list.mealType'), key: 'meal', width: 80, render: (_, r) => t(`canteens.mealType.${r.mealType}`) },
            {
              title: t('menuRecipes.list.dishes'),
              key: 'dishes',
              render: (_, r) => (
                <Space size={[4, 4]} wrap>
                  {r.dishes.map((d) => (
                    <Tag key={d.dishName} color={d.dishId === null ? 'red' : 'default'}>
                      {d.dishName}
                      {d.dishId === null && ` · ${t('menuRecipes.third.unknownTag')}`}
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
