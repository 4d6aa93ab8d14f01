import { m } from './text';
import { personColumnTexts } from './persons';

/** Server messages of the marketingRewards part (red envelopes and points), each m(zh, en, es, ja) from './text'. */
export const marketingRewardsMessages = {
  redEnvelopeGranted: m('该红包已发放，不能再修改、删除或重复发放', 'This red envelope was already granted: it cannot be changed, removed or granted again', 'Este sobre rojo ya se entregó: no se puede cambiar, eliminar ni entregar de nuevo', 'この紅包は配布済みです。変更・削除・再配布はできません'),
  redEnvelopeNoTarget: m('请选择发放对象（人员、部门或人员类型）', 'Choose who receives it (people, organisations or person types)', 'Elija quién lo recibe (personas, organizaciones o tipos de persona)', '配布対象（人員、部門または人員種別）を選択してください'),
  redEnvelopeExpired: m('红包已过有效期（{validUntil}），不能发放', 'The red envelope was valid until {validUntil} and can no longer be granted', 'El sobre rojo era válido hasta {validUntil} y ya no se puede entregar', '紅包の有効期限（{validUntil}）が過ぎたため配布できません'),
  redEnvelopeNobody: m('发放对象中没有可发放的人员', 'The envelope reaches nobody', 'El sobre no llega a nadie', '配布対象の人員がいません'),
  refundPointsSpent: m(
    '该订单获得的积分已被使用：此次退款需扣回{points}积分，当前余额仅{balance}，请先补足积分再退款',
    'The points this order earned have been spent: this refund takes back {points} points and only {balance} are left; the refund is refused until the points are there',
    'Los puntos que ganó este pedido ya se gastaron: este reembolso retira {points} puntos y solo quedan {balance}; se rechaza hasta que estén los puntos',
    'この注文で獲得したポイントは使用済みです。今回の返金で{points}ポイントを回収しますが残高は{balance}のみのため、返金できません',
  ),
  pointValidity: m('开始日期不能晚于结束日期', 'The first day cannot be after the last day', 'El primer día no puede ser posterior al último', '開始日は終了日より後にできません'),
} as const;

/** Titles and column headers of the points ledger export. */
export const pointExportTexts = {
  title: m('积分明细', 'Points ledger', 'Movimientos de puntos', 'ポイント明細'),
  ...personColumnTexts,
  delta: m('积分变动', 'Points change', 'Cambio de puntos', 'ポイント増減'),
  balanceAfter: m('变动后积分', 'Balance after', 'Saldo posterior', '変動後残高'),
  reason: m('类型', 'Reason', 'Motivo', '種別'),
  orderId: m('订单ID', 'Order id', 'Id. de pedido', '注文ID'),
  at: m('时间', 'Time', 'Hora', '日時'),
};

/** Words of the points ledger's reasons. */
export const pointReasonTexts = {
  gain: m('消费获得', 'Earned', 'Ganados', '利用で獲得'),
  spend: m('抵扣使用', 'Spent', 'Gastados', '支払いに使用'),
  return: m('退款返还', 'Returned by a refund', 'Devueltos por un reembolso', '返金で返還'),
  reverse: m('退款扣回', 'Taken back by a refund', 'Retirados por un reembolso', '返金で回収'),
  adjust: m('调整', 'Adjusted', 'Ajustados', '調整'),
};
