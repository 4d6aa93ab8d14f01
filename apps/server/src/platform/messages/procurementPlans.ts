import { m } from './text';

/** Server messages of the procurementPlans part, each m(zh, en, es, ja) from './text'. */
export const procurementPlansMessages = {
  orderExportName: m('采购订单', 'Purchase orders', 'Pedidos de compra', '発注'),
  planExportName: m('采购计划', 'Purchase plans', 'Planes de compra', '購買計画'),
  planBuyerUnknown: m('采购员不存在或未标记为采购员', 'This user is not a buyer', 'Este usuario no es comprador', 'このユーザーは購買担当ではありません'),
  planRecipeDays: m('请填写有效的菜谱日期范围', 'Give a valid range of recipe days', 'Indique un rango válido de días de menú', '有効な献立日の範囲を入力してください'),
  planMaterialNotInWarehouse: m('该物料不属于所选仓库', 'The chosen warehouse does not keep this material', 'El almacén elegido no guarda este material', '選択した倉庫はこの資材を扱っていません'),
  planSupplierRequired: m('提交前每一行都须选择供应商', 'Choose a supplier on every line before committing', 'Elija un proveedor en cada línea antes de confirmar', '確定前にすべての行で仕入先を選択してください'),
  planSupplierUnknown: m('供应商不存在或已停用', 'This supplier does not exist or is disabled', 'Este proveedor no existe o está desactivado', 'この仕入先は存在しないか無効です'),
  planAmountTooLarge: m('计划金额过大（单个计划不超过 100 亿元）', 'The plan amounts to too much (at most ¥10 billion a plan)', 'El plan suma demasiado (como máximo ¥10 000 millones por plan)', '計画金額が大きすぎます（1計画100億元まで）'),
  planNotCommitted: m('采购计划尚未提交，不能发送邮件', 'The plan is not committed yet: nothing to mail', 'El plan aún no está confirmado: no hay nada que enviar', '計画が未確定のため、メールを送れません'),
  mailOrderUnknown: m('采购订单 {id} 不属于该计划', 'Purchase order {id} is not of this plan', 'El pedido {id} no pertenece a este plan', '発注 {id} はこの計画のものではありません'),
  mailOrderCancelled: m('采购订单 {orderNo} 已取消，不能发送', 'Purchase order {orderNo} is cancelled: it cannot be mailed', 'El pedido {orderNo} está cancelado: no se puede enviar', '発注 {orderNo} は取消済みのため送信できません'),
  mailNoOrders: m('没有可发送的采购订单', 'No purchase order to mail', 'No hay pedidos que enviar', '送信できる発注がありません'),
  supplierNoEmail: m('供应商“{name}”没有邮箱，请先在供应商资料中填写', 'Supplier “{name}” has no e-mail address: add one to the supplier first', 'El proveedor «{name}» no tiene correo: añádalo primero', '仕入先「{name}」にメールアドレスがありません。先に登録してください'),
  mailNotFailed: m('只有发送失败的邮件可以重发', 'Only a failed mail can be sent again', 'Solo se puede reenviar un correo fallido', '再送できるのは送信失敗のメールのみです'),
  mailSubject: m('采购订单 {orderNo}（需求日期 {needDate}）', 'Purchase order {orderNo} (needed by {needDate})', 'Pedido de compra {orderNo} (para el {needDate})', '発注書 {orderNo}（納品希望日 {needDate}）'),
  mailGreeting: m('{name}：您好！', 'Dear {name},', 'Estimado/a {name}:', '{name} 様'),
  mailIntro: m(
    '请于 {needDate} 前将以下物料送至“{warehouse}”（订单 {orderNo}）：',
    'Please deliver the following to “{warehouse}” by {needDate} (order {orderNo}):',
    'Entregue lo siguiente en «{warehouse}» antes del {needDate} (pedido {orderNo}):',
    '{needDate} までに以下を「{warehouse}」へ納品してください（発注 {orderNo}）：',
  ),
  mailTotal: m('合计：{amount} 元', 'Total: ¥{amount}', 'Total: ¥{amount}', '合計：{amount} 元'),
  mailRemark: m('备注：{remark}', 'Remark: {remark}', 'Observación: {remark}', '備考：{remark}'),
  generateDayOrder: m('结束日期不能早于开始日期', 'The last day cannot be before the first', 'El último día no puede ser anterior al primero', '終了日は開始日より前にできません'),
  generateTooManyDays: m('一次最多计算 {max} 天', 'At most {max} days at a time', 'Como máximo {max} días a la vez', '一度に計算できるのは最大 {max} 日です'),
  orderStateMove: m('采购订单不能从“{from}”改为“{to}”', 'A purchase order cannot go from “{from}” to “{to}”', 'Un pedido no puede pasar de «{from}» a «{to}»', '発注を「{from}」から「{to}」に変更できません'),
  orderNotCancelled: m('只能删除已取消的采购订单', 'Only a cancelled purchase order can be removed', 'Solo se puede eliminar un pedido cancelado', '削除できるのは取消済みの発注のみです'),
};
