import { m } from './text';
import { recordValues } from './accountRecords';
import { mealPeriodLabels, orderLabels } from './orders';

/** Server messages of the reportsCustom part, each m(zh, en, es, ja) from './text'. */
export const reportsCustomMessages = {
  customReportNameTaken: m('报表名称已存在', 'A custom report with this name exists', 'Ya existe un informe con este nombre', 'この名前のレポートは既にあります'),
  customReport: m('自定义报表', 'custom report', 'informe personalizado', 'カスタムレポート'),
};

/** Names of the exports (file and sheet) and of their total row. */
export const customTitles = {
  checkDays: m('报表核对', 'Report check', 'Comprobación de informes', 'レポート照合'),
  checkFacts: m('报表核对明细', 'Report check detail', 'Detalle de comprobación', 'レポート照合明細'),
  checkFlow: m('核对流水明细', 'Check flow detail', 'Movimientos comprobados', '照合明細'),
  water: m('水控汇总', 'Machine water info', 'Consumo de agua', '水制御集計'),
  visitors: m('访客报表', 'Visitor flow', 'Flujo de visitantes', '来訪者レポート'),
  docking: m('对接机报表', 'Docking machines', 'Máquinas acopladas', '連携端末レポート'),
  total: m('合计', 'Total', 'Total', '合計'),
};

/** Column headers of the exports. */
export const customColumns = {
  day: m('日期', 'Day', 'Día', '日付'),
  canteen: m('食堂', 'Canteen', 'Comedor', '食堂'),
  org: m('组织', 'Organisation', 'Organización', '組織'),
  stall: m('档口', 'Stall', 'Puesto', '売場'),
  device: m('设备', 'Device', 'Dispositivo', '端末'),
  meal: m('餐次', 'Meal', 'Comida', '食事区分'),
  personType: m('人员类别', 'Person type', 'Tipo de persona', '人員区分'),
  payType: m('支付方式', 'Pay type', 'Forma de pago', '支払方法'),
  operator: m('操作员', 'Operator', 'Operador', 'オペレーター'),
  dish: m('菜品', 'Dish', 'Plato', '料理'),
  hour: m('时段', 'Hour', 'Hora', '時間帯'),
  orders: m('笔数', 'Count', 'Número', '件数'),
  amount: m('金额(元)', 'Amount (yuan)', 'Importe (yuan)', '金額(元)'),
  cash: m('现金钱包(元)', 'Cash wallet (yuan)', 'Monedero efectivo (yuan)', '現金ウォレット(元)'),
  subsidy: m('补贴钱包(元)', 'Subsidy wallet (yuan)', 'Monedero subsidio (yuan)', '補助ウォレット(元)'),
  gift: m('赠送钱包(元)', 'Gift wallet (yuan)', 'Monedero regalo (yuan)', 'ギフトウォレット(元)'),
  discount: m('优惠(元)', 'Discount (yuan)', 'Descuento (yuan)', '割引(元)'),
  refunds: m('退款笔数', 'Refunds', 'Reembolsos', '返金件数'),
  refundAmount: m('退款金额(元)', 'Refund amount (yuan)', 'Importe reembolsado (yuan)', '返金額(元)'),
  net: m('实收(元)', 'Net (yuan)', 'Neto (yuan)', '純額(元)'),
  qty: m('数量', 'Quantity', 'Cantidad', '数量'),
  fact: m('类型', 'Kind', 'Tipo', '種別'),
  rollupCount: m('报表笔数', 'Report count', 'Número en informe', 'レポート件数'),
  rawCount: m('流水笔数', 'Flow count', 'Número en movimientos', '明細件数'),
  rollupAmount: m('报表金额(元)', 'Report amount (yuan)', 'Importe en informe (yuan)', 'レポート金額(元)'),
  rawAmount: m('流水金额(元)', 'Flow amount (yuan)', 'Importe en movimientos (yuan)', '明細金額(元)'),
  diffCount: m('差异笔数', 'Count difference', 'Diferencia de número', '件数差異'),
  diffAmount: m('差异金额(元)', 'Amount difference (yuan)', 'Diferencia de importe (yuan)', '金額差異(元)'),
  cause: m('差异原因', 'Cause', 'Causa', '差異の原因'),
  pendingMarks: m('待汇总标记', 'Pending marks', 'Marcas pendientes', '未集計マーク'),
  foldedAt: m('汇总时间', 'Folded at', 'Consolidado el', '集計日時'),
  at: m('时间', 'Time', 'Hora', '日時'),
  no: m('单号', 'Number', 'Número', '番号'),
  custName: m('姓名', 'Name', 'Nombre', '氏名'),
  custNum: m('编号', 'Person number', 'Número de persona', '人員番号'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  state: m('状态', 'State', 'Estado', '状態'),
  deviceName: m('设备', 'Device', 'Dispositivo', '端末'),
  serialNumber: m('序列号', 'Serial number', 'Número de serie', 'シリアル番号'),
  orgName: m('组织', 'Organisation', 'Organización', '組織'),
  visitReason: m('来访事由', 'Reason', 'Motivo', '来訪理由'),
  visitHost: m('被访人', 'Host', 'Anfitrión', '訪問先'),
  registeredAt: m('登记时间', 'Registered', 'Registrado', '登録日時'),
  validUntil: m('有效期至', 'Valid until', 'Válido hasta', '有効期限'),
};

/** Codes written as words: facts (sales and trade types), pay types, meal periods, check causes, order and money states. */
export const customLabels = {
  fact: { sale: m('消费', 'Sales', 'Ventas', '売上'), ...recordValues },
  payType: { ...orderLabels.payType, cash: recordValues.cash, wechat: recordValues.wechat, alipay: recordValues.alipay, bank: recordValues.bank, transfer: recordValues.transfer, other: recordValues.other },
  meal: mealPeriodLabels,
  cause: {
    none: m('一致', 'Matches', 'Coincide', '一致'),
    pending: m('当日尚未汇总', 'Day not folded yet', 'Día aún no consolidado', '未集計の日'),
    notFolded: m('当日从未汇总', 'Day never folded', 'Día nunca consolidado', '一度も集計されていない日'),
    changedAfterFold: m('汇总后流水有变动', 'Rows changed after the fold', 'Filas cambiadas tras consolidar', '集計後に明細が変更'),
  },
  state: { ...orderLabels.state, done: recordValues.done, revoked: recordValues.revoked },
};
