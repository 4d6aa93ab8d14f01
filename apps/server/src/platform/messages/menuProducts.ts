import { m } from './text';

/** Server messages of the menuProducts part, each m(zh, en, es, ja) from './text'. */
export const menuProductsMessages = {
  productNameRequired: m('请输入商品名称，或选择一个菜品', 'Enter the product’s name or choose a dish', 'Introduzca el nombre del producto o elija un plato', '商品名を入力するか、料理を選択してください'),
  productStallNotInCanteen: m('档口不属于所选食堂', 'The stall is not one of the chosen canteen', 'El puesto no pertenece al comedor elegido', '売場は選択した食堂のものではありません'),
  productBarcodeTaken: m('该食堂已有商品使用此条码', 'Another product of this canteen has this barcode', 'Otro producto de este comedor tiene este código de barras', 'この食堂の別の商品がこのバーコードを使っています'),
  sampleDishRequired: m('请选择菜品或输入留样菜品名称', 'Choose a dish or enter the name of what was kept', 'Elija un plato o introduzca el nombre de lo que se guardó', '料理を選択するか、保存した料理名を入力してください'),
  sampleKeptInFuture: m('留样时间不能晚于当前时间', 'The time a sample was kept cannot be in the future', 'La hora de la muestra no puede estar en el futuro', '保存日時を未来にすることはできません'),
  sampleNotSampleMachine: m('只有留样机可以上传留样记录', 'Only a sample machine may upload sample records', 'Solo una máquina de muestras puede subir registros de muestras', '保存サンプルを登録できるのは保存サンプル機のみです'),
  sampleNoMealPeriod: m('当前不在食堂的任何餐别时段内，请指定餐别', 'No meal period of the canteen is on at that time: name the meal', 'No hay ningún turno de comida del comedor a esa hora: indique la comida', 'その時刻は食堂のどの食事時間帯でもありません。食事区分を指定してください'),
  sampleNotExpired: m('「{dish}」的留样未满48小时，不能处理', 'The sample of “{dish}” has not been kept 48 hours yet and cannot be disposed of', 'La muestra de «{dish}» aún no lleva 48 horas y no se puede desechar', '「{dish}」の保存サンプルはまだ48時間経っていないため廃棄できません'),
  sampleAlreadyDisposed: m('「{dish}」的留样已处理', 'The sample of “{dish}” was already disposed of', 'La muestra de «{dish}» ya se desechó', '「{dish}」の保存サンプルは既に廃棄済みです'),
  sampleRangeOrder: m('开始日期不能晚于结束日期', 'The first day cannot be after the last day', 'El primer día no puede ser posterior al último', '開始日は終了日より後にできません'),
  sampleRangeTooLong: m('一次最多查询{days}天', 'At most {days} days at a time', 'Como máximo {days} días a la vez', '一度に照会できるのは最大{days}日です'),
} as const;

/** Titles and column headers of the products export. */
export const productExportTexts = {
  title: m('商品', 'Products', 'Productos', '商品'),
  name: m('商品名称', 'Product', 'Producto', '商品名'),
  dishName: m('对应菜品', 'Dish', 'Plato', '料理'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  stallName: m('档口', 'Stall', 'Puesto', '売場'),
  price: m('价格（元）', 'Price (yuan)', 'Precio (yuanes)', '価格（元）'),
  stock: m('库存', 'Stock', 'Existencias', '在庫'),
  barcode: m('条码', 'Barcode', 'Código de barras', 'バーコード'),
  unit: m('单位', 'Unit', 'Unidad', '単位'),
  putaway: m('上架状态', 'On sale', 'En venta', '販売状態'),
  sort: m('排序', 'Order', 'Orden', '並び順'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
};
export const productSaleTexts = {
  on: m('已上架', 'On sale', 'En venta', '販売中'),
  off: m('已下架', 'Off sale', 'Fuera de venta', '販売停止'),
};

const meals = {
  meal1: m('早餐', 'Breakfast', 'Desayuno', '朝食'),
  meal2: m('午餐', 'Lunch', 'Almuerzo', '昼食'),
  meal3: m('下午茶', 'Afternoon tea', 'Merienda', 'アフタヌーンティー'),
  meal4: m('晚餐', 'Dinner', 'Cena', '夕食'),
  meal5: m('夜宵', 'Late-night snack', 'Tentempié nocturno', '夜食'),
};

/** Titles and column headers of the set meals export. */
export const setMealExportTexts = {
  title: m('套餐', 'Set meals', 'Menús combinados', 'セットメニュー'),
  name: m('套餐名称', 'Set meal', 'Menú combinado', 'セット名'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  mealTypes: m('供应餐别', 'Meals', 'Comidas', '提供する食事'),
  items: m('菜品', 'Dishes', 'Platos', '料理'),
  listPrice: m('单点合计（元）', 'Items bought singly (yuan)', 'Platos por separado (yuanes)', '単品合計（元）'),
  price: m('套餐价（元）', 'Set price (yuan)', 'Precio del menú (yuanes)', 'セット価格（元）'),
  saving: m('优惠（元）', 'Saving (yuan)', 'Ahorro (yuanes)', '割引額（元）'),
  enabled: m('启用', 'Enabled', 'Activo', '有効'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
  yes: m('是', 'Yes', 'Sí', 'はい'),
  no: m('否', 'No', 'No', 'いいえ'),
  ...meals,
};

/** Titles and column headers of the sample records export. */
export const sampleExportTexts = {
  title: m('留样记录', 'Sample records', 'Registros de muestras', '保存サンプル記録'),
  canteenName: m('食堂', 'Canteen', 'Comedor', '食堂'),
  sampleDate: m('留样日期', 'Day', 'Día', '日付'),
  mealType: m('餐别', 'Meal', 'Comida', '食事区分'),
  dishName: m('菜品', 'Dish', 'Plato', '料理'),
  weightG: m('重量（克）', 'Weight (g)', 'Peso (g)', '重量（g）'),
  underweight: m('不足125克', 'Under 125 g', 'Menos de 125 g', '125g未満'),
  keptAt: m('留样时间', 'Kept at', 'Guardada a las', '保存日時'),
  keepUntil: m('保留至', 'Keep until', 'Guardar hasta', '保存期限'),
  cabinetNo: m('留样柜', 'Cabinet', 'Armario', '保存庫'),
  deviceName: m('留样机', 'Sample machine', 'Máquina de muestras', '保存サンプル機'),
  operator: m('留样人', 'Kept by', 'Guardada por', '担当者'),
  state: m('状态', 'State', 'Estado', '状態'),
  disposedAt: m('处理时间', 'Disposed at', 'Desechada a las', '廃棄日時'),
  remark: m('备注', 'Remark', 'Observación', '備考'),
};
/** Words of sample export cells: meals, states, yes/no. */
export const sampleWordTexts = {
  ...meals,
  kept: m('留样中', 'Kept', 'Guardada', '保存中'),
  disposed: m('已处理', 'Disposed', 'Desechada', '廃棄済み'),
  yes: m('是', 'Yes', 'Sí', 'はい'),
  no: m('否', 'No', 'No', 'いいえ'),
};
