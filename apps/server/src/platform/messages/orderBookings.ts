import { m } from './text';
import { personColumnTexts } from './persons';
import { mealPeriodLabels } from './orders';

/** Server messages of the orderBookings part, each m(zh, en, es, ja) from './text'. */
export const orderBookingsMessages = {
  bookingNotCancellable: m('该预订已核销、已取消或已退款，不能取消', 'This booking was handed over, cancelled or refunded already and cannot be cancelled', 'Esta reserva ya se entregó, se canceló o se reembolsó y no se puede cancelar', 'この予約は受け渡し済み・取消済み・返金済みのため取り消せません'),
  noMealBackRule: m('没有适用的退餐规则，不能退餐', 'No meal-cancel rule applies to this meal, so it cannot be cancelled', 'Ninguna regla de cancelación se aplica a esta comida, no se puede cancelar', 'この食事に適用される返食ルールがないため取り消せません'),
  mealBackDeadline: m('已过退餐截止时间', 'The deadline to cancel this meal has passed', 'Ya pasó el plazo para cancelar esta comida', 'この食事の取消期限を過ぎています'),
  bookingAlreadyPicked: m(
    '该餐已核销（{at}），不能重复核销',
    'This meal was already handed over ({at}); it cannot be written off again',
    'Esta comida ya se entregó ({at}); no se puede canjear de nuevo',
    'この食事は既に受け渡し済みです（{at}）。再度消込できません',
  ),
  bookingCancelled: m('该预订已取消，不能核销', 'This booking was cancelled; it cannot be written off', 'Esta reserva fue cancelada; no se puede canjear', 'この予約は取り消されているため消込できません'),
  bookingRefunded: m('该订单已退款，不能核销', 'This order was refunded; the meal cannot be handed over', 'Este pedido fue reembolsado; la comida no se puede entregar', 'この注文は返金済みのため受け渡しできません'),
  bookingNotToday: m(
    '该预订的就餐日期为{day}，只能当天核销',
    'This meal is booked for {day}; it can only be handed over on that day',
    'Esta comida está reservada para el {day}; solo se puede entregar ese día',
    'この食事の予約日は{day}です。当日のみ受け渡しできます',
  ),
  bookingOtherCanteen: m('该预订不属于本设备所在食堂', 'This meal is booked at another canteen', 'Esta comida está reservada en otro comedor', 'この食事は別の食堂で予約されています'),
  bookingNotDelivery: m('该预订不是配送订单', 'This booking is not to be delivered', 'Esta reserva no es para entregar a domicilio', 'この予約は配達注文ではありません'),
  noMealPeriodNow: m('当前不在任何餐次时间内', 'No meal period is open now', 'Ahora no hay ningún turno de comida abierto', '現在はどの食事時間帯でもありません'),
  noBookingNow: m('该人员本餐次没有待核销的预订', 'This person has no meal booked for this meal period', 'Esta persona no tiene comida reservada para este turno', 'この人には今回の食事時間帯の予約がありません'),
  mealDayPast: m('就餐日期不能早于今天', 'The meal day cannot be before today', 'El día de la comida no puede ser anterior a hoy', '食事日は今日より前にできません'),
  bookingTooFarAhead: m(
    '最多只能预订到{lastDay}的餐',
    'Meals can be booked up to {lastDay} only',
    'Solo se pueden reservar comidas hasta el {lastDay}',
    '予約できるのは{lastDay}の食事までです',
  ),
  bookingClosed: m(
    '{mealDay}{meal}的预订已于{day} {time}截止',
    'Booking {meal} for {mealDay} closed at {time} on {day}',
    'La reserva de {meal} para el {mealDay} se cerró a las {time} del {day}',
    '{mealDay}の{meal}の予約は{day} {time}に締め切られました',
  ),
  bookingNoMealPeriod: m(
    '该食堂没有启用的{meal}餐次，不能预订',
    'This canteen has no {meal} period in use, so it cannot be booked',
    'Este comedor no tiene turno de {meal} en uso, así que no se puede reservar',
    'この食堂には有効な{meal}の時間帯がないため予約できません',
  ),
  takeoutNotAllowed: m(
    '本商户未开启外卖，不能预订配送到指定地点的餐',
    'Takeout is off for this merchant: a meal cannot be booked for delivery to a place',
    'La comida para llevar está desactivada en este comercio: no se puede reservar una comida para entregar en un lugar',
    'この事業者はテイクアウトが無効のため、配達先を指定して予約できません',
  ),
  bookingBizNoReused: m('业务流水号已用于另一预订', 'This business number was used for another booking', 'Este número de operación se usó para otra reserva', 'この業務番号は別の予約に使われています'),
  notBookingOrder: m('该订单不是预订订单', 'This order is not a booking', 'Este pedido no es una reserva', 'この注文は予約ではありません'),
} as const;

/** Export file names, in the caller's language. */
export const bookingTitles = {
  bookings: m('订餐明细', 'Booked meals', 'Comidas reservadas', '予約明細'),
  bookTimeSum: m('订餐菜品汇总', 'Booked dishes by day and meal', 'Platos reservados por día y turno', '予約料理集計'),
  writeOffSum: m('核销汇总', 'Write-off summary', 'Resumen de canjes', '消込集計'),
  deliveries: m('配送明细', 'Deliveries', 'Entregas', '配達明細'),
  orderSum: m('订单汇总', 'Order summary', 'Resumen de pedidos', '注文集計'),
  outOrderSum: m('外部订单汇总', 'Outer order summary', 'Resumen de pedidos externos', '外部注文集計'),
  total: m('合计', 'Total', 'Total', '合計'),
};

/** Column headers of the exports. */
export const bookingColumns = {
  orderNo: m('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  ...personColumnTexts,
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  mealDay: m('就餐日期', 'Meal day', 'Día de la comida', '食事日'),
  day: m('日期', 'Day', 'Día', '日付'),
  mealPeriod: m('餐次', 'Meal period', 'Turno', '食事時間帯'),
  state: m('状态', 'State', 'Estado', '状態'),
  orderState: m('订单状态', 'Order state', 'Estado del pedido', '注文状態'),
  amount: m('金额', 'Amount', 'Importe', '金額'),
  refunded: m('退款金额', 'Refunded', 'Reembolsado', '返金額'),
  net: m('实收金额', 'Net', 'Neto', '純額'),
  dishes: m('菜品', 'Dishes', 'Platos', '料理'),
  dishName: m('菜品', 'Dish', 'Plato', '料理'),
  qty: m('数量', 'Quantity', 'Cantidad', '数量'),
  bookings: m('订单数', 'Bookings', 'Reservas', '予約数'),
  orders: m('订单数', 'Orders', 'Pedidos', '注文数'),
  deliveryPlace: m('配送地点', 'Delivery place', 'Lugar de entrega', '配達場所'),
  deliveryState: m('配送状态', 'Delivery state', 'Estado de entrega', '配達状態'),
  pickedAt: m('核销时间', 'Handed over at', 'Entregado el', '受け渡し日時'),
  pickedBy: m('核销方', 'Handed over by', 'Entregado por', '受け渡し者'),
  bookedAt: m('下单时间', 'Booked at', 'Reservado el', '予約日時'),
  booked: m('预订份数', 'Booked', 'Reservadas', '予約数'),
  picked: m('已核销', 'Handed over', 'Entregadas', '受け渡し済み'),
  waiting: m('待核销', 'Waiting', 'Pendientes', '未受け渡し'),
  pickedByDevice: m('核销机核销', 'By write-off machine', 'Por máquina de canje', '消込機'),
  pickedInConsole: m('后台核销', 'In the console', 'En la consola', '管理画面'),
  delivered: m('已配送', 'Delivered', 'Entregadas a domicilio', '配達済み'),
  pickedAmount: m('核销金额', 'Amount handed over', 'Importe entregado', '受け渡し金額'),
  payType: m('支付方式', 'Pay type', 'Forma de pago', '支払方法'),
  orderType: m('订单类型', 'Order type', 'Tipo de pedido', '注文種別'),
};

/** Words for codes in exports. */
export const bookingLabels = {
  mealPeriod: mealPeriodLabels,
  state: {
    booked: m('待核销', 'Booked', 'Reservada', '予約済み'),
    picked: m('已核销', 'Handed over', 'Entregada', '受け渡し済み'),
    cancelled: m('已取消', 'Cancelled', 'Cancelada', '取消済み'),
  },
  deliveryState: {
    pending: m('待配送', 'To deliver', 'Por entregar', '配達待ち'),
    delivered: m('已配送', 'Delivered', 'Entregada', '配達済み'),
  },
  /** As the booking pages' pay types (orderBookings.pay.*): 'external' is an outer system's charge. */
  payType: {
    card: m('刷卡', 'Card', 'Tarjeta', 'カード'),
    face: m('刷脸', 'Face', 'Rostro', '顔認証'),
    account: m('账户', 'Account', 'Cuenta', '口座'),
    qrcode: m('付款码', 'Payment code', 'Código de pago', '支払コード'),
    external: m('外部平台', 'Outer system', 'Sistema externo', '外部システム'),
  },
  orderType: {
    spot: m('现场消费', 'On the spot', 'En el lugar', '店頭'),
    booking: m('预订', 'Booking', 'Reserva', '予約'),
    scan: m('扫码', 'Scan', 'Escaneo', 'スキャン'),
    weighing: m('称重', 'Weighing', 'Pesaje', '計量'),
    repair: m('补扣', 'Repair deduction', 'Cobro de reparación', '補填控除'),
    external: m('外部订单', 'External', 'Externo', '外部'),
  },
};
