import { m } from './text';
import { recordValues } from './accountRecords';

/** Server messages of the reportsTrade part, each m(zh, en, es, ja) from './text'. */
export const reportsTradeMessages = {};

/** Names of the trade reports' exports (file and sheet) and of their total row. */
export const tradeTitles = {
  tradeDetail: m('交易明细', 'Trade detail', 'Detalle de operaciones', '取引明細'),
  outerConsumption: m('外部消费', 'Outer consumption', 'Consumo externo', '外部利用'),
  canteenSum: m('食堂消费汇总', 'Consumption by canteen', 'Consumo por comedor', '食堂別利用集計'),
  deptSum: m('部门消费汇总', 'Consumption by department', 'Consumo por departamento', '部門別利用集計'),
  machineSum: m('设备消费汇总', 'Consumption by device', 'Consumo por dispositivo', '端末別利用集計'),
  personSum: m('个人消费汇总', 'Consumption by person', 'Consumo por persona', '個人別利用集計'),
  verificationSum: m('核身方式汇总', 'Consumption by verification mode', 'Consumo por modo de verificación', '本人確認方法別集計'),
  walletSum: m('支付方式汇总', 'Consumption by wallet', 'Consumo por monedero', 'ウォレット別集計'),
  operatorSum: m('操作员汇总', 'Consumption by operator', 'Consumo por operador', '操作員別集計'),
  paymentDeptSum: m('部门缴费汇总', 'Payments by department', 'Pagos por departamento', '部門別支払集計'),
  paymentDateSum: m('日期缴费汇总', 'Payments by date', 'Pagos por fecha', '日付別支払集計'),
  paymentPersonSum: m('个人缴费汇总', 'Payments by person', 'Pagos por persona', '個人別支払集計'),
  incomeSum: m('收入汇总', 'Income summary', 'Resumen de ingresos', '収入集計'),
  total: m('合计', 'Total', 'Total', '合計'),
};

/** Column headers of the trade reports' exports. */
export const tradeColumns = {
  bizNo: m('流水号', 'Serial no.', 'N.º de operación', '取引番号'),
  at: m('交易时间', 'Time', 'Hora', '取引日時'),
  tradeType: m('交易类型', 'Trade type', 'Tipo de operación', '取引種別'),
  payType: m('支付方式', 'Pay type', 'Forma de pago', '支払方法'),
  custName: m('姓名', 'Name', 'Nombre', '氏名'),
  custNum: m('编号', 'Number', 'Número', '番号'),
  orgName: m('组织', 'Organisation', 'Organización', '組織'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  deviceName: m('设备', 'Device', 'Dispositivo', '端末'),
  operatorName: m('操作员', 'Operator', 'Operador', '操作員'),
  amount: m('金额(元)', 'Amount (yuan)', 'Importe (yuan)', '金額(元)'),
  cash: m('现金钱包(元)', 'Cash wallet (yuan)', 'Monedero efectivo (yuan)', '現金ウォレット(元)'),
  subsidy: m('补贴钱包(元)', 'Subsidy wallet (yuan)', 'Monedero subsidio (yuan)', '補助ウォレット(元)'),
  gift: m('赠送钱包(元)', 'Gift wallet (yuan)', 'Monedero regalo (yuan)', 'ギフトウォレット(元)'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
  inAmount: m('收入(元)', 'In (yuan)', 'Entradas (yuan)', '入金(元)'),
  outAmount: m('支出(元)', 'Out (yuan)', 'Salidas (yuan)', '出金(元)'),
  net: m('净额(元)', 'Net (yuan)', 'Neto (yuan)', '純額(元)'),
  orderNo: m('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  orderedAt: m('下单时间', 'Ordered at', 'Pedido el', '注文日時'),
  state: m('状态', 'State', 'Estado', '状態'),
  refunded: m('已退款(元)', 'Refunded (yuan)', 'Reembolsado (yuan)', '返金済(元)'),
  name: m('名称', 'Name', 'Nombre', '名称'),
  code: m('编号', 'Code', 'Código', 'コード'),
  orders: m('消费笔数', 'Orders', 'Pedidos', '注文数'),
  discount: m('优惠(元)', 'Discount (yuan)', 'Descuento (yuan)', '割引(元)'),
  refunds: m('退款笔数', 'Refunds', 'Reembolsos', '返金数'),
  refundAmount: m('退款金额(元)', 'Refund amount (yuan)', 'Importe reembolsado (yuan)', '返金額(元)'),
  wallet: m('钱包', 'Wallet', 'Monedero', 'ウォレット'),
  total: m('合计(元)', 'Total (yuan)', 'Total (yuan)', '合計(元)'),
  day: m('日期', 'Date', 'Fecha', '日付'),
  consumeAmount: m('消费金额(元)', 'Consumption (yuan)', 'Consumo (yuan)', '利用額(元)'),
  netCash: m('现金净收入(元)', 'Net cash (yuan)', 'Efectivo neto (yuan)', '現金純額(元)'),
  netSubsidy: m('补贴净收入(元)', 'Net subsidy (yuan)', 'Subsidio neto (yuan)', '補助純額(元)'),
  netGift: m('赠送净收入(元)', 'Net gift (yuan)', 'Regalo neto (yuan)', 'ギフト純額(元)'),
  netConsume: m('消费净收入(元)', 'Net consumption (yuan)', 'Consumo neto (yuan)', '利用純額(元)'),
  rechargeCash: m('现金充值(元)', 'Cash recharges (yuan)', 'Recargas en efectivo (yuan)', '現金チャージ(元)'),
  rechargeWechat: m('微信充值(元)', 'WeChat recharges (yuan)', 'Recargas WeChat (yuan)', 'WeChatチャージ(元)'),
  rechargeAlipay: m('支付宝充值(元)', 'Alipay recharges (yuan)', 'Recargas Alipay (yuan)', 'Alipayチャージ(元)'),
  rechargeBank: m('银行卡充值(元)', 'Bank card recharges (yuan)', 'Recargas con tarjeta (yuan)', '銀行カードチャージ(元)'),
  rechargeTransfer: m('转账充值(元)', 'Transfer recharges (yuan)', 'Recargas por transferencia (yuan)', '振込チャージ(元)'),
  rechargeOther: m('其他充值(元)', 'Other recharges (yuan)', 'Otras recargas (yuan)', 'その他チャージ(元)'),
  recharge: m('充值合计(元)', 'Recharges (yuan)', 'Recargas (yuan)', 'チャージ合計(元)'),
  revoked: m('撤销充值(元)', 'Revoked recharges (yuan)', 'Recargas anuladas (yuan)', 'チャージ取消(元)'),
  withdrawn: m('提现(元)', 'Withdrawals (yuan)', 'Retiradas (yuan)', '払出(元)'),
  takenIn: m('实收(元)', 'Taken in (yuan)', 'Ingresado (yuan)', '実収(元)'),
};

/** Codes written as words: trade types (the account records' words), pay types, wallets and order states. */
export const tradeTypeLabels = recordValues;
export const payTypeLabels = {
  card: m('刷卡', 'Card', 'Tarjeta', 'カード'),
  face: m('刷脸', 'Face', 'Rostro', '顔認証'),
  account: m('账号', 'Account', 'Cuenta', 'アカウント'),
  qrcode: m('扫码', 'QR code', 'Código QR', 'QRコード'),
  cash: recordValues.cash,
  wechat: recordValues.wechat,
  alipay: recordValues.alipay,
  bank: recordValues.bank,
  transfer: recordValues.transfer,
  other: recordValues.other,
};
export const walletLabels = {
  cash: m('现金钱包', 'Cash wallet', 'Monedero efectivo', '現金ウォレット'),
  subsidy: m('补贴钱包', 'Subsidy wallet', 'Monedero subsidio', '補助ウォレット'),
  gift: m('赠送钱包', 'Gift wallet', 'Monedero regalo', 'ギフトウォレット'),
};
export const orderStateLabels = {
  paid: m('已支付', 'Paid', 'Pagado', '支払済'),
  part_refunded: m('部分退款', 'Part refunded', 'Reembolso parcial', '一部返金'),
  refunded: m('已退款', 'Refunded', 'Reembolsado', '返金済'),
  repaired: m('已补扣', 'Repaired', 'Regularizado', '補正済'),
  error: m('异常', 'Error', 'Error', '異常'),
  void: m('作废', 'Void', 'Anulado', '無効'),
};
