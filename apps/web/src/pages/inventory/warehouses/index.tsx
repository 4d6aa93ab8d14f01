import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';
import { warehouseDetailPath } from './paths';

async function canteenChoices(): Promise<FieldOption[]> {
  return (await call('canteens.canteenList')).map((c) => ({ value: c.canteenId, label: c.canteenName }));
}
async function keeperChoices(): Promise<FieldOption[]> {
  return (await call('admin.keeperList', {})).map((u) => ({ value: u.userId, label: u.realName || u.username }));
}

const fields = fieldsFrom<'inventoryStock.warehouseAdd', Warehouse, 'inventoryStock.warehouseEdit'>(['inventoryStock.warehouseAdd', 'inventoryStock.warehouseEdit'], [
  { key: 'name', label: 'inventoryStock.warehouse.name', type: 'text', inSearch: true },
  { key: 'code', label: 'inventoryStock.warehouse.code', type: 'text', width: 100 },
  { key: 'canteenId', label: 'inventoryStock.warehouse.canteen', type: 'select', inSearch: true, inTable: false, options: canteenChoices },
  { key: 'canteenName', label: 'inventoryStock.warehouse.canteen', type: 'text', inForm: false },
  { key: 'keeperId', label: 'inventoryStock.warehouse.keeper', type: 'select', inTable: false, options: keeperChoices },
  { key: 'keeperName', label: 'inventoryStock.warehouse.keeper', type: 'text', inForm: false, width: 100 },
  { key: 'phone', label: 'inventoryStock.warehouse.phone', type: 'text', width: 130 },
  { key: 'address', label: 'inventoryStock.warehouse.address', type: 'text' },
  { key: 'enabled', label: 'inventoryStock.warehouse.enabled', type: 'switch', inSearch: true, width: 80 },
  { key: 'materialCount', label: 'inventoryStock.warehouse.materialCount', type: 'number', inForm: false, width: 110 },
  { key: 'stockValue', label: 'inventoryStock.warehouse.stockValue', type: 'money', inForm: false, width: 120 },
  { key: 'remark', label: 'inventoryStock.common.remark', type: 'textarea', inTable: false },
]);

/**
 * Warehouses (/kucunzhongxin/depotManage, menu 1101000): each in a canteen with its keeper; the detail page lists the
 * materials it keeps with their stock. One with stock or documents cannot be removed (the server says why).
 */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourcePage
      title="/kucunzhongxin/depotManage"
      rowKey="warehouseId"
      fields={fields}
      pageEndpoint="inventoryStock.warehousePage"
      addEndpoint="inventoryStock.warehouseAdd"
      editEndpoint="inventoryStock.warehouseEdit"
      removeEndpoint="inventoryStock.warehouseRemove"
      newRecord={{ enabled: true, keeperId: null }}
      toForm={(row) => ({ ...row })}
      print
      extraActions={(row) => (
        <Button type="link" size="small" onClick={() => void navigate(warehouseDetailPath(row.warehouseId))}>
          {t('inventoryStock.common.detail')}
        </Button>
      )}
    />
  );
}
