import { m } from './text';
import { personColumnTexts } from './persons';

/** Server messages of the orders part, each m(zh, en, es, ja) from './text'. */
export const ordersMessages = {
  refundNothingLeft: m('该订单已无可退金额', 'Nothing of this order is left to refund', 'No queda nada de este pedido por reembolsar', 'この注文に返金可能な金額はありません'),
  refundPendingExceeds: m(
    '申请金额超过可退金额￥{left}（已扣除待审核的申请）',
    'The request exceeds the refundable ￥{left} (pending requests deducted)',
    'La solicitud supera lo reembolsable, ￥{left} (descontadas las solicitudes pendientes)',
    '申請額が返金可能額￥{left}を超えています（審査待ちの申請を差し引き済み）',
  ),
  refundAmountOrItems: m('退款金额与退款明细只能填写一项', 'Give either an amount or lines, not both', 'Indique un importe o líneas, no ambos', '金額か明細のどちらか一方を指定してください'),
  refundItemUnknown: m('该明细不属于此订单', 'This line is not part of the order', 'Esta línea no es de este pedido', 'この明細は注文に含まれていません'),
  refundItemQtyExceeds: m('{dish} 最多可退 {qty} 份', '{dish}: at most {qty} can be refunded', '{dish}: se pueden reembolsar como máximo {qty}', '{dish}：返金可能数は最大{qty}です'),
  refundRequestNotPending: m('该退款申请已处理，不能重复操作', 'This refund request has already been handled', 'Esta solicitud de reembolso ya se ha tramitado', 'この返金申請は処理済みです'),
  refundOwnRequest: m(
    '不能审核自己提交的退款申请，请由其他有退款审核权限的人员审核',
    'You asked for this refund: another holder of the refund review must approve it',
    'Usted pidió este reembolso: debe aprobarlo otra persona con la revisión de reembolsos',
    'ご自身が申請した返金は承認できません。返金審査の権限を持つ別の担当者が承認してください',
  ),
  orderNotVoidable: m('只能删除未扣款的异常订单', 'Only an error order that was never charged can be removed', 'Solo se puede eliminar un pedido erróneo que nunca se cobró', '未引き落としのエラー注文のみ削除できます'),
  rechargeNotRemovable: m(
    '充值记录不能删除，如需退回请使用撤销充值',
    'A recharge record cannot be deleted; revoke the recharge instead (a money operation)',
    'Un registro de recarga no se puede eliminar; anule la recarga (una operación de dinero)',
    'チャージ記録は削除できません。チャージ取消（入出金操作）を行ってください',
  ),
  refundPeriodOver: m(
    '该订单的退款期限已于{lastDay}结束',
    'The refund period of this order ended on {lastDay}',
    'El plazo de reembolso de este pedido terminó el {lastDay}',
    'この注文の返金期限は{lastDay}に終了しました',
  ),
  refundBizNoReused: m('该业务流水号已用于其他退款', 'This business number was used for another refund', 'Este número de operación ya se usó para otro reembolso', 'この業務番号は別の返金に使用されています'),
} as const;

/** Titles and column headers of the order centre's exports. */
export const orderTitles = {
  orders: m('订单明细', 'Orders', 'Pedidos', '注文明細'),
  order: m('订单退款报表', 'Order refunds', 'Reembolsos de pedidos', '注文返金レポート'),
  supplement: m('补扣退款报表', 'Supplement refunds', 'Reembolsos de cobros suplementarios', '補正引落返金レポート'),
  recharge: m('充值退款报表', 'Recharge refunds', 'Reembolsos de recargas', 'チャージ返金レポート'),
  total: m('合计', 'Total', 'Total', '合計'),
} as const;

export const orderColumns = {
  orderNo: m('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  ...personColumnTexts,
  cardNo: m('卡号', 'Card no.', 'N.º de tarjeta', 'カード番号'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  stallName: m('档口', 'Stall', 'Puesto', '売り場'),
  deviceName: m('设备', 'Device', 'Dispositivo', '端末'),
  mealPeriod: m('餐次', 'Meal period', 'Turno de comida', '食事区分'),
  orderType: m('订单类型', 'Order type', 'Tipo de pedido', '注文種別'),
  payType: m('支付方式', 'Pay type', 'Forma de pago', '支払方法'),
  state: m('状态', 'State', 'Estado', '状態'),
  listAmount: m('原价', 'List price', 'Precio de lista', '定価'),
  amount: m('实付金额', 'Paid', 'Pagado', '支払額'),
  paidSubsidy: m('补贴支付', 'From subsidy', 'De subsidio', '補助金から'),
  paidGift: m('赠送支付', 'From gift', 'De regalo', 'ギフトから'),
  paidCash: m('现金支付', 'From cash', 'De efectivo', '現金から'),
  refundedAmount: m('已退金额', 'Refunded', 'Reembolsado', '返金済み'),
  orderedAt: m('下单时间', 'Ordered at', 'Fecha del pedido', '注文日時'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
  bizNo: m('业务流水号', 'Business no.', 'N.º de operación', '業務番号'),
  tradeType: m('交易类型', 'Trade type', 'Tipo de operación', '取引種別'),
  orderAmount: m('订单金额', 'Order amount', 'Importe del pedido', '注文金額'),
  refundAmount: m('退款金额', 'Refund amount', 'Importe reembolsado', '返金額'),
  refundedSubsidy: m('退回补贴', 'To subsidy', 'A subsidio', '補助金へ返金'),
  refundedGift: m('退回赠送', 'To gift', 'A regalo', 'ギフトへ返金'),
  refundedCash: m('退回现金', 'To cash', 'A efectivo', '現金へ返金'),
  reason: m('原因', 'Reason', 'Motivo', '理由'),
  operatorName: m('操作员', 'Operator', 'Operador', 'オペレーター'),
  at: m('时间', 'Time', 'Hora', '日時'),
} as const;

/** The meal periods (MEAL_TYPES) as the console names them (canteens.mealType.*). */
export const mealPeriodLabels = {
  '1': m('早餐', 'Breakfast', 'Desayuno', '朝食'),
  '2': m('午餐', 'Lunch', 'Almuerzo', '昼食'),
  '3': m('下午茶', 'Afternoon tea', 'Merienda', 'アフタヌーンティー'),
  '4': m('晚餐', 'Dinner', 'Cena', '夕食'),
  '5': m('夜宵', 'Late-night snack', 'Tentempié nocturno', '夜食'),
};

/** Words of the codes the exports write, the same words as the console's order list (orders.state.*, orders.type.*, orders.pay.*). */
export const orderLabels = {
  mealPeriod: mealPeriodLabels,
  state: {
    paid: m('已支付', 'Paid', 'Pagado', '支払済み'),
    part_refunded: m('部分退款', 'Partly refunded', 'Reembolsado en parte', '一部返金'),
    refunded: m('已退款', 'Refunded', 'Reembolsado', '返金済み'),
    error: m('异常', 'Error', 'Erróneo', 'エラー'),
    repaired: m('已补扣', 'Repaired', 'Cobrado después', '補正済み'),
    void: m('已作废', 'Void', 'Anulado', '無効'),
  },
  orderType: {
    spot: m('现场消费', 'On the spot', 'En el acto', '現場'),
    booking: m('预订', 'Booking', 'Reserva', '予約'),
    scan: m('扫码', 'Scan', 'Escaneo', 'スキャン'),
    weighing: m('称重', 'Weighing', 'Pesaje', '計量'),
    repair: m('补扣', 'Repair', 'Corrección', '補正'),
    external: m('外部消费', 'External', 'Externo', '外部'),
  },
  payType: {
    card: m('刷卡', 'Card', 'Tarjeta', 'カード'),
    face: m('刷脸', 'Face', 'Rostro', '顔認証'),
    account: m('账户', 'Account', 'Cuenta', 'アカウント'),
    qrcode: m('付款码', 'Pay code', 'Código de pago', '支払コード'),
  },
  tradeType: {
    refund: m('退款', 'Refund', 'Reembolso', '返金'),
    revokeRecharge: m('撤销充值', 'Recharge revoked', 'Recarga anulada', 'チャージ取消'),
    withdrawal: m('退现', 'Withdrawal', 'Retirada', '払戻'),
  },
} as const;
