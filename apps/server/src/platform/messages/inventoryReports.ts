import { m } from './text';

/** Server messages of the inventoryReports part, each m(zh, en, es, ja) from './text'. */
export const inventoryReportsMessages = {};

/** Names of the reports' exports (file and sheet) and of their total row. */
export const reportTitles = {
  outCost: m('出库成本', 'Outbound cost', 'Coste de salidas', '出庫原価'),
  inOutDetail: m('出入库明细', 'Stock in and out', 'Entradas y salidas', '入出庫明細'),
  inventoryWarning: m('库存预警', 'Stock warning', 'Alerta de existencias', '在庫警告'),
  expiryWarning: m('临期预警', 'Expiry warning', 'Alerta de caducidad', '期限切れ警告'),
  total: m('合计', 'Total', 'Total', '合計'),
};

/** Column headers of the reports' exports. */
export const reportColumns = {
  warehouseName: m('仓库', 'Warehouse', 'Almacén', '倉庫'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  materialName: m('物料', 'Material', 'Material', '品目'),
  categoryName: m('物料分类', 'Category', 'Categoría', '分類'),
  unitName: m('单位', 'Unit', 'Unidad', '単位'),
  qty: m('数量', 'Quantity', 'Cantidad', '数量'),
  cost: m('出库成本(元)', 'Cost (yuan)', 'Coste (yuan)', '原価(元)'),
  avgUnitCost: m('平均单价(元)', 'Average unit cost (yuan)', 'Coste unitario medio (yuan)', '平均単価(元)'),
  docCount: m('出库单数', 'Outbound documents', 'Documentos de salida', '出庫伝票数'),
  openingQty: m('期初数量', 'Opening quantity', 'Cantidad inicial', '期首数量'),
  openingValue: m('期初金额(元)', 'Opening value (yuan)', 'Valor inicial (yuan)', '期首金額(元)'),
  inQty: m('入库数量', 'Quantity in', 'Cantidad entrada', '入庫数量'),
  inValue: m('入库金额(元)', 'Value in (yuan)', 'Valor entrada (yuan)', '入庫金額(元)'),
  outQty: m('出库数量', 'Quantity out', 'Cantidad salida', '出庫数量'),
  outValue: m('出库金额(元)', 'Value out (yuan)', 'Valor salida (yuan)', '出庫金額(元)'),
  gainQty: m('盘盈数量', 'Stocktake gain', 'Sobrante de inventario', '棚卸差益数量'),
  gainValue: m('盘盈金额(元)', 'Gain value (yuan)', 'Valor sobrante (yuan)', '棚卸差益金額(元)'),
  lossQty: m('盘亏数量', 'Stocktake loss', 'Faltante de inventario', '棚卸差損数量'),
  lossValue: m('盘亏金额(元)', 'Loss value (yuan)', 'Valor faltante (yuan)', '棚卸差損金額(元)'),
  closingQty: m('期末数量', 'Closing quantity', 'Cantidad final', '期末数量'),
  closingValue: m('期末金额(元)', 'Closing value (yuan)', 'Valor final (yuan)', '期末金額(元)'),
  warning: m('预警', 'Warning', 'Alerta', '警告'),
  stockQty: m('库存数量', 'Stock', 'Existencias', '在庫数量'),
  stockValue: m('库存金额(元)', 'Stock value (yuan)', 'Valor de existencias (yuan)', '在庫金額(元)'),
  minQty: m('库存下限', 'Minimum', 'Mínimo', '在庫下限'),
  maxQty: m('库存上限', 'Maximum', 'Máximo', '在庫上限'),
  shortfall: m('缺口数量', 'Shortfall', 'Déficit', '不足数量'),
  excess: m('超出数量', 'Excess', 'Exceso', '超過数量'),
  batchNo: m('批次号', 'Batch no.', 'N.º de lote', 'ロット番号'),
  productionDate: m('生产日期', 'Production date', 'Fecha de producción', '製造日'),
  expiryDate: m('过期日期', 'Expiry date', 'Fecha de caducidad', '期限日'),
  daysLeft: m('剩余天数', 'Days left', 'Días restantes', '残り日数'),
  state: m('状态', 'State', 'Estado', '状態'),
  value: m('金额(元)', 'Value (yuan)', 'Valor (yuan)', '金額(元)'),
  receivedAt: m('入库时间', 'Received at', 'Recibido el', '入庫日時'),
};

/** Codes written as words in the exports. */
export const reportLabels = {
  warning: {
    low: m('低于下限', 'Below minimum', 'Por debajo del mínimo', '下限未満'),
    high: m('高于上限', 'Above maximum', 'Por encima del máximo', '上限超過'),
  },
  state: {
    expired: m('已过期', 'Expired', 'Caducado', '期限切れ'),
    expiring: m('临期', 'Expiring', 'Por caducar', '期限間近'),
  },
};
