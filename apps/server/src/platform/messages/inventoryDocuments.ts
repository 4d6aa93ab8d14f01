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
  inboundReverseDraft: m('草稿不能冲销，可直接删除', 'A draft cannot be reversed: remove it instead', 'Un borrador no se anula: elimínelo', '下書きは取り消せません。削除してください'),
  inboundReverseReversal: m('冲销单不能再冲销', 'A reversal cannot be reversed', 'Una anulación no se puede anular', '取消伝票は取り消せません'),
  inboundReversed: m('该入库单已冲销', 'This inbound document was already reversed', 'Esta entrada ya fue anulada', 'この入庫伝票はすでに取り消されています'),
  outboundShort: m(
    '“{material}”库存不足：需要 {need}，现有 {have}',
    'Not enough “{material}” in stock: {need} needed, {have} in stock',
    'No hay suficiente «{material}»: se necesitan {need}, hay {have}',
    '「{material}」の在庫が不足しています：必要 {need}、在庫 {have}',
  ),
  inboundImportDay: m('日期格式应为 YYYY-MM-DD', 'A date must be YYYY-MM-DD', 'La fecha debe ser AAAA-MM-DD', '日付は YYYY-MM-DD で入力してください'),
  inboundImportNumber: m('应为不小于 0 的数字（数量至多 3 位小数）', 'Must be a number of at least 0 (a quantity with at most 3 decimals)', 'Debe ser un número no negativo (cantidad con 3 decimales como máximo)', '0 以上の数値を入力してください（数量は小数 3 桁まで）'),
  inboundImportMaterialUnknown: m('该仓库没有原材料“{name}”', 'This warehouse keeps no material “{name}”', 'Este almacén no tiene la materia prima «{name}»', 'この倉庫に原材料「{name}」はありません'),
  inboundTemplateName: m('入库单导入模板', 'Inbound import template', 'Plantilla de importación de entradas', '入庫インポートテンプレート'),
  inboundExportName: m('入库单', 'Inbound documents', 'Entradas', '入庫伝票'),
  outboundExportName: m('出库单', 'Outbound documents', 'Salidas', '出庫伝票'),
  docValueTooLarge: m('金额过大，请检查数量和单价', 'The value is too large: check the quantity and unit price', 'El importe es demasiado grande: revise cantidad y precio', '金額が大きすぎます。数量と単価を確認してください'),
};
