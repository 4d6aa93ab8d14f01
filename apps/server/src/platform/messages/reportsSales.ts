import { m } from './text';
import { orderLabels } from './orders';

/** Server messages of the reportsSales part, each m(zh, en, es, ja) from './text'. */
export const reportsSalesMessages = {};

/** Names of the sales reports' exports (file and sheet) and of their total row. */
export const salesTitles = {
  dishSales: m('菜品销售汇总', 'Dish sales', 'Ventas por plato', '料理販売集計'),
  areaDishSales: m('区域菜品销售', 'Dish sales by area', 'Ventas por plato y zona', 'エリア別料理販売'),
  saleAnalysis: m('销售分析', 'Sale analysis', 'Análisis de ventas', '販売分析'),
  intake: m('入库汇总', 'Intake', 'Entradas de almacén', '入庫集計'),
  diningSum: m('就餐汇总', 'Dining sum', 'Resumen de comidas', '食事集計'),
  booking: m('报餐汇总', 'Booked meals', 'Comidas reservadas', '予約食集計'),
  writeOffDays: m('核销订单汇总', 'Write-off order sum', 'Resumen de validaciones', '消込注文集計'),
  total: m('合计', 'Total', 'Total', '合計'),
};

/** Column headers of the sales reports' exports. */
export const salesColumns = {
  dishName: m('菜品', 'Dish', 'Plato', '料理'),
  qty: m('数量', 'Quantity', 'Cantidad', '数量'),
  amount: m('金额(元)', 'Amount (yuan)', 'Importe (yuan)', '金額(元)'),
  share: m('占比', 'Share', 'Proporción', '構成比'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  stallName: m('档口', 'Stall', 'Puesto', '売場'),
  day: m('日期', 'Day', 'Día', '日付'),
  hour: m('时段', 'Hour', 'Hora', '時間帯'),
  orders: m('就餐人次', 'Person-times', 'Servicios', '利用人回'),
  persons: m('就餐人数', 'Diners', 'Comensales', '利用人数'),
  avgTicket: m('客单价(元)', 'Average ticket (yuan)', 'Ticket medio (yuan)', '客単価(元)'),
  discount: m('优惠金额(元)', 'Discount (yuan)', 'Descuento (yuan)', '割引額(元)'),
  points: m('积分抵扣', 'Points used', 'Puntos usados', '使用ポイント'),
  refunds: m('退款笔数', 'Refunds', 'Reembolsos', '返金件数'),
  refundAmount: m('退款金额(元)', 'Refunded (yuan)', 'Reembolsado (yuan)', '返金額(元)'),
  net: m('实收金额(元)', 'Net (yuan)', 'Neto (yuan)', '純額(元)'),
  mealPeriod: m('餐次', 'Meal period', 'Turno de comida', '食事区分'),
  name: m('名称', 'Name', 'Nombre', '名称'),
  custNum: m('人员编号', 'Person no.', 'N.º de persona', '人員番号'),
  booked: m('报餐数', 'Booked', 'Reservadas', '予約数'),
  eaten: m('已核销', 'Eaten', 'Consumidas', '消込済'),
  cancelled: m('已取消', 'Cancelled', 'Canceladas', '取消済'),
  waiting: m('待核销', 'Waiting', 'Pendientes', '未消込'),
  byDevice: m('设备核销', 'At a device', 'En dispositivo', '端末で消込'),
  inConsole: m('后台核销', 'In the console', 'En la consola', '管理画面で消込'),
  delivered: m('配送', 'Delivered', 'Entregadas', '配達'),
  supplierName: m('供应商', 'Supplier', 'Proveedor', '仕入先'),
  materialName: m('物料', 'Material', 'Material', '品目'),
  categoryName: m('物料分类', 'Category', 'Categoría', '分類'),
  unitName: m('单位', 'Unit', 'Unidad', '単位'),
  value: m('入库金额(元)', 'Value (yuan)', 'Valor (yuan)', '入庫金額(元)'),
  docCount: m('入库单数', 'Inbound documents', 'Documentos de entrada', '入庫伝票数'),
};

/** Codes written as words in the exports. */
export const salesLabels = {
  mealPeriod: { '0': m('无餐次', 'No meal period', 'Sin turno', '区分なし'), ...orderLabels.mealPeriod },
  mode: {
    device: m('设备核销', 'At a device', 'En dispositivo', '端末で消込'),
    console: m('后台核销', 'In the console', 'En la consola', '管理画面で消込'),
    delivery: m('配送', 'Delivered', 'Entregada', '配達'),
    none: m('未核销', 'Not handed over', 'Sin entregar', '未消込'),
  },
  payType: orderLabels.payType,
};
