import type { inventoryStockEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { addHouseMaterial, editHouseMaterial, houseMaterialPage, removeHouseMaterial, setStockLimits } from './houseMaterials';
import { houseMaterialTemplate, importHouseMaterials, readHouseMaterialSheet } from './houseMaterialsXlsx';
import { batchDetail, batchesOfMaterial, batchPage, exportStock, stockAllMaterial, stockPage } from './stockPages';
import { addUnit, convertUnit, editUnit, removeUnit, unitOptions, unitPage } from './units';
import { addWarehouse, editWarehouse, removeWarehouse, warehouseOptions, warehousePage } from './warehouses';

export const inventoryStockHandlers: Handlers<typeof inventoryStockEndpoints> = {
  'inventoryStock.warehousePage': (ctx, input) => warehousePage(ctx, input),
  'inventoryStock.warehouseOptions': (ctx, input) => warehouseOptions(ctx, input.enabled),
  'inventoryStock.warehouseAdd': (ctx, input) => addWarehouse(ctx, input),
  'inventoryStock.warehouseEdit': (ctx, input) => editWarehouse(ctx, input),
  'inventoryStock.warehouseRemove': (ctx, input) => removeWarehouse(ctx, input.id),
  'inventoryStock.unitPage': (ctx, input) => unitPage(ctx, input),
  'inventoryStock.unitOptions': (ctx) => unitOptions(ctx),
  'inventoryStock.unitAdd': (ctx, input) => addUnit(ctx, input),
  'inventoryStock.unitEdit': (ctx, input) => editUnit(ctx, input),
  'inventoryStock.unitRemove': (ctx, input) => removeUnit(ctx, input.id),
  'inventoryStock.unitConvert': (ctx, input) => convertUnit(ctx, input),
  'inventoryStock.houseMaterialPage': (ctx, input) => houseMaterialPage(ctx, input),
  'inventoryStock.houseMaterialAdd': (ctx, input) => addHouseMaterial(ctx, input),
  'inventoryStock.houseMaterialEdit': (ctx, input) => editHouseMaterial(ctx, input),
  'inventoryStock.houseMaterialRemove': (ctx, input) => removeHouseMaterial(ctx, input.id),
  'inventoryStock.houseMaterialImport': prepareFirst(
    (ctx) => readHouseMaterialSheet(ctx),
    (ctx, input, sheet) => importHouseMaterials(ctx, input.warehouseId, sheet),
  ),
  'inventoryStock.houseMaterialTemplate': (ctx) => houseMaterialTemplate(ctx),
  'inventoryStock.stockPage': (ctx, input) => stockPage(ctx, input),
  'inventoryStock.stockSet': (ctx, input) => setStockLimits(ctx, input),
  'inventoryStock.stockExport': (ctx, input) => exportStock(ctx, input),
  'inventoryStock.stockAllMaterial': (ctx, input) => stockAllMaterial(ctx, input.warehouseId),
  'inventoryStock.batchPage': (ctx, input) => batchPage(ctx, input),
  'inventoryStock.batchesOfMaterial': (ctx, input) => batchesOfMaterial(ctx, input.houseMaterialId),
  'inventoryStock.batchDetail': (ctx, input) => batchDetail(ctx, input.batchId),
};
