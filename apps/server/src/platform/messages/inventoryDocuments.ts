import { m } from './text';

/** Server messages of the inventoryDocuments part, each m(zh, en, es, ja) from './text'. */
export const inventoryDocumentsMessages = {
  docNoLines: m('单据至少需要一行明细', 'A document needs at least one line', 'El documento necesita al menos una línea', '伝票には明細が1行以上必要です'),
  docMaterialUnknown: m(
    '该仓库没有这种物料（{id}）',
    'This warehouse keeps no such material ({id})',
    'Este almacén no tiene ese material ({id})',
    'この倉庫にはその品目がありません（{id}）',
  ),
  inboundExpiryBeforeProduction: m('到期日期不能早于生产日期', 'The expiry date cannot be before the production date', 'La fecha de caducidad no puede ser anterior a la de producción', '賞味期限は製造日より前にできません'),
  inboundOrderTaken: m('该采购单已生成入库单', 'This purchase order already has an inbound document', 'Este pedido de compra ya tiene una entrada', 'この発注にはすでに入庫伝票があります'),
};
