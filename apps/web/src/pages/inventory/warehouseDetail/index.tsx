import { useMemo } from 'react';
import { Button, Empty, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HouseMaterial, StockRow } from '@canteen/contract';
import { call } from '@/api';
import ImportButtons from '@/components/ImportButtons';
import ResourcePage, { fieldsFrom, type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { batchDetailPath, materialBatchesPath } from '../warehouses/paths';
import { useBatchFields } from '../batchDetail/fields';

const HOUSE_PAGE = 'inventoryStock.houseMaterialPage';
const STOCK_PAGE = 'inventoryStock.stockPage';

async function materialChoices(): Promise<FieldOption[]> {
  return (await call('menuMaterials.materialOptions', {})).map((m) => ({ value: m.materialId, label: m.materialName }));
}
async function unitChoices(): Promise<FieldOption[]> {
  return (await call('inventoryStock.unitOptions', {})).map((u) => ({ value: u.unitId, label: u.name }));
}

const houseFields = fieldsFrom<'inventoryStock.houseMaterialAdd', HouseMaterial, 'inventoryStock.houseMaterialEdit'>(
  ['inventoryStock.houseMaterialAdd', 'inventoryStock.houseMaterialEdit'],
  [
    { key: 'materialId', label: 'inventoryStock.material.pick', type: 'select', inTable: false, inForm: 'add', options: materialChoices },
    { key: 'materialName', label: 'inventoryStock.material.name', type: 'text', inForm: false, inSearch: true },
    { key: 'categoryName', label: 'inventoryStock.material.category', type: 'text', inForm: false, width: 100 },
    { key: 'unitId', label: 'inventoryStock.material.unit', type: 'select', inTable: false, options: unitChoices },
    { key: 'unitName', label: 'inventoryStock.material.unit', type: 'text', inForm: false, width: 90 },
    { key: 'spec', label: 'inventoryStock.material.spec', type: 'text', width: 110 },
    { key: 'stockQty', label: 'inventoryStock.material.stockQty', type: 'number', inForm: false, width: 100 },
    { key: 'stockValue', label: 'inventoryStock.material.stockValue', type: 'money', inForm: false, width: 110 },
    { key: 'minQty', label: 'inventoryStock.material.minQty', type: 'number', width: 100 },
    { key: 'maxQty', label: 'inventoryStock.material.maxQty', type: 'number', width: 100 },
    { key: 'shelfLifeDays', label: 'inventoryStock.material.shelfLife', type: 'number', width: 100 },
    { key: 'remark', label: 'inventoryStock.common.remark', type: 'textarea', inTable: false },
  ],
);

/** A warehouse's materials with stock and limits (/kucunzhongxin/depotManage/depotManagedetail?warehouseId=…, menu 1101000). */
export default function WarehouseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const warehouseId = Number(params.get('warehouseId'));
  const valid = Number.isInteger(warehouseId) && warehouseId > 0;
  const warehouses = useQuery({ queryKey: ['inventoryStock.warehouseOptions'], queryFn: () => call('inventoryStock.warehouseOptions', {}), enabled: valid });
  const warehouse = warehouses.data?.find((w) => w.warehouseId === warehouseId);
  const fixedQuery = useMemo(() => ({ warehouseId }), [warehouseId]);
  const batchFields = useBatchFields();

  const stockFields = useMemo<FieldDef<StockRow>[]>(
    () => [
      { key: 'materialName', label: 'inventoryStock.material.name', type: 'text', inForm: false, inSearch: true },
      { key: 'categoryName', label: 'inventoryStock.material.category', type: 'text', inForm: false, width: 100 },
      { key: 'unitName', label: 'inventoryStock.material.unit', type: 'text', inForm: false, width: 90 },
      { key: 'qty', label: 'inventoryStock.material.stockQty', type: 'number', inForm: false, width: 100 },
      { key: 'value', label: 'inventoryStock.material.stockValue', type: 'money', inForm: false, width: 110 },
      {
        key: 'avgUnitCost',
        label: 'inventoryStock.material.avgUnitCost',
        type: 'number',
        inForm: false,
        width: 120,
        render: (v) => (typeof v === 'number' ? (v / 100).toFixed(2) : ''),
      },
      { key: 'minQty', label: 'inventoryStock.material.minQty', type: 'number', min: 0, max: 1_000_000_000, width: 100 },
      { key: 'maxQty', label: 'inventoryStock.material.maxQty', type: 'number', min: 0, max: 1_000_000_000, width: 100 },
      {
        key: 'belowMin',
        label: 'inventoryStock.material.limitState',
        type: 'select',
        inForm: false,
        inSearch: true,
        width: 110,
        options: [
          { value: true, label: 'inventoryStock.material.belowMin' },
          { value: false, label: 'inventoryStock.material.normal' },
        ],
        render: (_, row) =>
          row.belowMin ? (
            <Tag color="red">{t('inventoryStock.material.belowMin')}</Tag>
          ) : row.aboveMax ? (
            <Tag color="orange">{t('inventoryStock.material.aboveMax')}</Tag>
          ) : (
            <Tag color="green">{t('inventoryStock.material.normal')}</Tag>
          ),
      },
    ],
    [t],
  );

  if (!valid) return <Empty description={t('inventoryStock.warehouse.noneChosen')} />;
  const batchesLink = (houseMaterialId: number) => (
    <Button type="link" size="small" onClick={() => void navigate(materialBatchesPath(houseMaterialId))}>
      {t('inventoryStock.material.batches')}
    </Button>
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [HOUSE_PAGE] });

  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => void navigate('/kucunzhongxin/depotManage')}>{t('inventoryStock.common.back')}</Button>
        {warehouse && (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {`${warehouse.name}（${warehouse.canteenName}）`}
          </Typography.Title>
        )}
      </Space>
      <Tabs
        items={[
          {
            key: 'materials',
            label: t('inventoryStock.detail.materials'),
            children: (
              <ResourcePage
                title="inventoryStock.detail.materials"
                rowKey="houseMaterialId"
                fields={houseFields}
                pageEndpoint={HOUSE_PAGE}
                addEndpoint="inventoryStock.houseMaterialAdd"
                editEndpoint="inventoryStock.houseMaterialEdit"
                removeEndpoint="inventoryStock.houseMaterialRemove"
                fixedQuery={fixedQuery}
                newRecord={{ minQty: null, maxQty: null, shelfLifeDays: null }}
                fromForm={(content, mode, row) => (mode === 'edit' && row ? { houseMaterialId: row.houseMaterialId, ...content } : { warehouseId, ...content })}
                print
                extraActions={(row) => batchesLink(row.houseMaterialId)}
                extraToolbar={
                  <ImportButtons
                    texts="inventoryStock.import"
                    templateEndpoint="inventoryStock.houseMaterialTemplate"
                    importEndpoint="inventoryStock.houseMaterialImport"
                    content={{ warehouseId }}
                    onImported={refresh}
                  />
                }
              />
            ),
          },
          {
            key: 'stock',
            label: t('inventoryStock.detail.stock'),
            children: (
              <ResourcePage
                title="inventoryStock.detail.stock"
                rowKey="houseMaterialId"
                fields={stockFields}
                pageEndpoint={STOCK_PAGE}
                editEndpoint="inventoryStock.stockSet"
                fixedQuery={fixedQuery}
                fromForm={(content, _mode, row) => ({ houseMaterialId: row?.houseMaterialId, minQty: content.minQty ?? null, maxQty: content.maxQty ?? null })}
                exportEndpoint="inventoryStock.stockExport"
                print
                extraActions={(row) => batchesLink(row.houseMaterialId)}
              />
            ),
          },
          {
            key: 'batches',
            label: t('inventoryStock.detail.batches'),
            children: (
              <ResourcePage
                title="inventoryStock.detail.batches"
                rowKey="batchId"
                fields={batchFields}
                pageEndpoint="inventoryStock.batchPage"
                fixedQuery={fixedQuery}
                print
                extraActions={(row) => (
                  <Button type="link" size="small" onClick={() => void navigate(batchDetailPath(row.batchId))}>
                    {t('inventoryStock.common.detail')}
                  </Button>
                )}
              />
            ),
          },
        ]}
      />
    </>
  );
}
