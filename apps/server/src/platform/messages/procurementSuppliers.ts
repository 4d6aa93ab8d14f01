import { m } from './text';

/** Server messages of the procurementSuppliers part, each m(zh, en, es, ja) from './text'. */
export const procurementSuppliersMessages = {
  supplierUnusable: m(
    '供应商不存在或已停用',
    'No such supplier, or it is disabled',
    'El proveedor no existe o está desactivado',
    'サプライヤーが存在しないか、無効になっています',
  ),
};
