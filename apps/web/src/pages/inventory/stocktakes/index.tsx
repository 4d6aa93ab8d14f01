import { useState } from 'react';
import { Button, Popconfirm, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Stocktake } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import StartDialog from './StartDialog';
import { detailPath, differencesPath, label, shown, stateOptions, warehouseOptions } from './fields';

const PAGE_ID = 'inventoryStocktake.page';

const fields: FieldDef<Stocktake>[] = [
  { ...shown('docNo', 'text', 150), inSearch: true },
  { key: 'warehouseId', label: label('warehouseName'), type: 'select', options: warehouseOptions, inSearch: true, inForm: false, width: 130, render: (_v, row) => row.warehouseName },
  shown('canteenName', 'text', 120),
  { ...shown('checkDate', 'date', 110), inSearch: true, rangeKeys: ['startDate', 'endDate'] },
  {
    key: 'state',
    label: label('state'),
    type: 'select',
    options: stateOptions,
    inSearch: true,
    inForm: false,
    width: 90,
    render: (v) => <StateTag state={v as Stocktake['state']} />,
  },
  shown('lineCount', 'number', 90),
  shown('countedCount', 'number', 90),
  shown('bookValue', 'money', 110),
  shown('gainValue', 'money', 110),
  shown('lossValue', 'money', 110),
  shown('createdByName', 'text', 100),
  { ...shown('committedAt', 'datetime', 160), render: (v) => (v ? formatDateTime(v as string) : '') },
  shown('remark', 'text', 140),
];

export function StateTag({ state }: { state: Stocktake['state'] }) {
  const { t } = useTranslation();
  return <Tag color={state === 'counting' ? 'orange' : 'green'}>{t(`inventoryStocktake.state.${state}`)}</Tag>;
}

/**
 * Stocktakes (/kucunzhongxin/pandian/index, menu 1105000): start one for a warehouse (its stock is frozen until it is
 * committed or removed), continue counting, see the differences, remove one still counting, print the list.
 */
export default function StocktakesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [starting, setStarting] = useState(false);

  const remove = async (row: Stocktake) => {
    try {
      await call('inventoryStocktake.remove', { id: row.stocktakeId });
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('widgets.resource.removed'));
    await queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
  };

  return (
    <>
      {holder}
      <ResourcePage
        title="/kucunzhongxin/pandian/index"
        rowKey="stocktakeId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        print
        actionsWidth={200}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)}>
            {t('inventoryStocktake.start.button')}
          </Button>
        }
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(detailPath(row.stocktakeId))}>
              {t(row.state === 'counting' ? 'inventoryStocktake.action.count' : 'inventoryStocktake.action.view')}
            </Button>
            <Button type="link" size="small" onClick={() => void navigate(differencesPath(row.stocktakeId))}>
              {t('inventoryStocktake.action.differences')}
            </Button>
            {row.state === 'counting' && (
              <Popconfirm
                title={t('inventoryStocktake.action.removeHint')}
                okText={t('widgets.common.ok')}
                cancelText={t('widgets.common.cancel')}
                onConfirm={() => remove(row)}
              >
                <Button type="link" size="small" danger>
                  {t('inventoryStocktake.action.remove')}
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      <StartDialog
        open={starting}
        onClose={() => setStarting(false)}
        onStarted={(id) => {
          setStarting(false);
          void queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
          void navigate(detailPath(id));
        }}
      />
    </>
  );
}
