import { m } from './text';

/** Server messages of the marketing rules: why a payment or a recharge was refused by them. */
export const marketingMessages = {
  ruleForbidden: m('当前消费规则不允许在此消费', 'A consumption rule does not allow paying here now', 'Una regla de consumo no permite pagar aquí ahora', '消費ルールにより、ここでは現在支払えません'),
  ruleSingleLimit: m('超过消费规则的单笔限额', 'Over the single-payment limit of a consumption rule', 'Supera el límite por pago de una regla de consumo', '消費ルールの1回あたりの上限を超えています'),
  ruleDailyLimit: m('超过消费规则的当日限额', 'Over the daily limit of a consumption rule', 'Supera el límite diario de una regla de consumo', '消費ルールの1日あたりの上限を超えています'),
  mealCountLimit: m('本餐次消费次数已达上限', 'The number of payments for this meal period is reached', 'Se alcanzó el número de pagos de esta comida', 'この食事時間帯の利用回数の上限に達しました'),
  dailyCountLimit: m('今日消费次数已达上限', 'The number of payments for today is reached', 'Se alcanzó el número de pagos de hoy', '本日の利用回数の上限に達しました'),
  quotaExceeded: m('超过时段额度', 'Over the time quota', 'Supera la cuota del periodo', '期間の利用枠を超えています'),
  couponUnusable: m('优惠券不可用', 'The coupon cannot be used for this payment', 'El cupón no se puede usar en este pago', 'このクーポンはこの支払いに使えません'),
  pointsUnusable: m('积分不可用或不足', 'The points cannot be used or are not enough', 'Los puntos no se pueden usar o no alcanzan', 'ポイントが使えないか不足しています'),
  rechargeHasFee: m('该充值已收取管理费，不能撤销，请办理退款', 'This recharge carried a management fee and cannot be revoked; pay it out instead', 'Esta recarga llevó una tarifa de gestión y no se puede anular; reembólsela', 'この入金は管理費を徴収済みのため取り消せません。払い戻してください'),
} as const;
