import { useMemo } from 'react';
import type { StockBatch } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';

/** The columns and filters of a list of batches (a material's, a warehouse's). */
export function useBatchFields(): FieldDef<StockBatch>[] {
  return useMemo<FieldDef<StockBatch>[]>(
    () => [
      { key: 'materialName', label: 'inventoryStock.material.name', type: 'text', inForm: false },
      { key: 'batchNo', label: 'inventoryStock.batch.no', type: 'text', inForm: false, inSearch: true },
      { key: 'warehouseName', label: 'inventoryStock.batch.warehouse', type: 'text', inForm: false },
      { key: 'supplierName', label: 'inventoryStock.batch.supplier', type: 'text', inForm: false },
      { key: 'receivedAt', label: 'inventoryStock.batch.receivedAt', type: 'datetime', inForm: false },
      { key: 'receivedDay', label: 'inventoryStock.batch.receivedAt', type: 'date', inForm: false, inTable: false, inSearch: true, rangeKeys: ['receivedFrom', 'receivedTo'] },
      { key: 'productionDate', label: 'inventoryStock.batch.productionDate', type: 'date', inForm: false },
      { key: 'expiryDate', label: 'inventoryStock.batch.expiryDate', type: 'date', inForm: false },
      { key: 'inQty', label: 'inventoryStock.batch.inQty', type: 'number', inForm: false },
      { key: 'qty', label: 'inventoryStock.batch.qty', type: 'number', inForm: false },
      { key: 'value', label: 'inventoryStock.batch.value', type: 'money', inForm: false },
      {
        key: 'inStock',
        label: 'inventoryStock.batch.inStock',
        type: 'select',
        inForm: false,
        inTable: false,
        inSearch: true,
        options: [
          { value: true, label: 'inventoryStock.yes' },
          { value: false, label: 'inventoryStock.no' },
        ],
      },
    ],
    [],
  );
}
