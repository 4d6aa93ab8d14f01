import { m } from './text';

/** Server messages of the inventoryStocktake part, each m(zh, en, es, ja) from './text'. */
export const inventoryStocktakeMessages = {
  stocktakeWarehouseNeeded: m('请选择要盘点的仓库', 'Choose the warehouse to count', 'Elija el almacén que se va a inventariar', '棚卸する倉庫を選んでください'),
  stocktakeLinesBeforeStart: m(
    '盘点开始后才能录入盘点数量',
    'Counts can be entered once the stocktake has started',
    'Las cantidades contadas se introducen una vez iniciado el inventario',
    '棚卸を開始してから数量を入力してください',
  ),
  stocktakeNothingInStock: m('该仓库没有库存，无需盘点', 'This warehouse holds no stock: there is nothing to count', 'Este almacén no tiene existencias: no hay nada que contar', 'この倉庫には在庫がないため、棚卸できません'),
  stocktakeLineTwice: m('同一盘点行不能重复提交', 'A stocktake line was sent twice', 'Una línea del inventario se envió dos veces', '同じ棚卸行が重複しています'),
  stocktakeLineUnknown: m(
    '盘点行不属于该盘点单',
    'A line does not belong to this stocktake',
    'Una línea no pertenece a este inventario',
    'この棚卸伝票にない行が含まれています',
  ),
  stocktakeDifferencesName: m('盘点差异', 'Stocktake differences', 'Diferencias de inventario', '棚卸差異'),
};

/** Column headers of the differences export. */
export const stocktakeColumns = {
  materialName: m('物料', 'Material', 'Material', '品目'),
  spec: m('规格', 'Specification', 'Especificación', '規格'),
  unitName: m('单位', 'Unit', 'Unidad', '単位'),
  batchNo: m('批次号', 'Batch', 'Lote', 'ロット番号'),
  productionDate: m('生产日期', 'Production date', 'Fecha de producción', '製造日'),
  expiryDate: m('到期日期', 'Expiry date', 'Fecha de caducidad', '賞味期限'),
  bookQty: m('账面数量', 'Book quantity', 'Cantidad en libros', '帳簿数量'),
  bookValue: m('账面金额(元)', 'Book value (yuan)', 'Valor en libros (yuan)', '帳簿金額(元)'),
  countedQty: m('盘点数量', 'Counted quantity', 'Cantidad contada', '実地数量'),
  diffQty: m('差异数量', 'Difference', 'Diferencia', '差異数量'),
  diffValue: m('差异金额(元)', 'Difference value (yuan)', 'Valor de la diferencia (yuan)', '差異金額(元)'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
};
