import { m } from './text';

/** Server messages of the menuRecipes part, each m(zh, en, es, ja) from './text'. */
export const menuRecipesMessages = {
  recipeExists: m('该餐厅当天该餐别已有菜谱', 'This canteen already has a recipe for that day and meal', 'Este comedor ya tiene un menú para ese día y esa comida', 'この食堂のその日・その食事の献立はすでにあります'),
  recipeDishTwice: m('菜品“{name}”已在该菜谱中', 'The dish “{name}” is already on this recipe', 'El plato «{name}» ya está en este menú', '料理「{name}」はすでにこの献立にあります'),
  recipeTimeOrder: m('结束时间须晚于开始时间', 'The end time must be after the start time', 'La hora de fin debe ser posterior a la de inicio', '終了時刻は開始時刻より後にしてください'),
  recipeRangeOrder: m('开始日期不能晚于结束日期', 'The first day cannot be after the last day', 'El primer día no puede ser posterior al último', '開始日は終了日より後にできません'),
  recipeRangeTooLong: m('日期范围最多{days}天', 'The range may cover at most {days} days', 'El intervalo puede abarcar como máximo {days} días', '期間は最大{days}日です'),
  recipeCopyOverlap: m('复制的来源日期与目标日期不能重叠', 'The days copied from and the days copied to cannot overlap', 'Los días de origen y de destino no pueden solaparse', 'コピー元とコピー先の日付は重ねられません'),
  recipeCopySameDay: m('目标日期不能包含来源日期', 'The days copied to cannot include the day copied from', 'Los días de destino no pueden incluir el día de origen', 'コピー先にコピー元の日を含めることはできません'),
  recipeNotIssuable: m('{date} {meal}的菜谱未启用或没有菜品，不能下发', 'The recipe of {date} ({meal}) is disabled or has no dish: it cannot be issued', 'El menú del {date} ({meal}) está desactivado o no tiene platos: no se puede publicar', '{date}（{meal}）の献立は無効か料理がないため、配信できません'),
  recipesOneCanteen: m('一次只能下发同一餐厅的菜谱', 'Issue the recipes of one canteen at a time', 'Publique los menús de un solo comedor cada vez', '一度に配信できるのは同じ食堂の献立だけです'),
  recipeDeviceOtherCanteen: m('设备“{name}”不属于菜谱所在餐厅', 'The device “{name}” is not in the recipes’ canteen', 'El dispositivo «{name}» no pertenece al comedor de los menús', '端末「{name}」は献立の食堂に属していません'),
  recipeDeviceDisabled: m('设备“{name}”已停用', 'The device “{name}” is disabled', 'El dispositivo «{name}» está desactivado', '端末「{name}」は無効です'),
  recipeDishTypeUnknown: m('菜品类型不存在', 'No such dish type', 'No existe ese tipo de plato', 'その料理種別はありません'),
  thirdMenuNotConfigured: m('未配置第三方菜谱服务', 'No third-party menu service is configured', 'No hay ningún servicio de menús de terceros configurado', '外部献立サービスが設定されていません'),
  thirdMenuUnsupported: m('暂不支持第三方菜谱服务“{provider}”', 'The third-party menu service “{provider}” is not supported', 'El servicio de menús de terceros «{provider}» no es compatible', '外部献立サービス「{provider}」には対応していません'),
  thirdMenuFailed: m('第三方菜谱服务返回错误：{reason}', 'The third-party menu service failed: {reason}', 'El servicio de menús de terceros falló: {reason}', '外部献立サービスでエラーが発生しました：{reason}'),
} as const;

/** Title and column headers of the recipe export. */
export const recipeExportTexts = {
  title: m('菜谱', 'Recipes', 'Menús', '献立'),
  canteenName: m('餐厅', 'Canteen', 'Comedor', '食堂'),
  recipeDate: m('日期', 'Day', 'Día', '日付'),
  mealType: m('餐别', 'Meal', 'Comida', '食事'),
  name: m('菜谱名称', 'Recipe name', 'Nombre del menú', '献立名'),
  enabled: m('启用', 'Enabled', 'Activado', '有効'),
  dishName: m('菜品', 'Dish', 'Plato', '料理'),
  price: m('价格', 'Price', 'Precio', '価格'),
  discountPrice: m('优惠价', 'Discount price', 'Precio rebajado', '割引価格'),
  supplyQty: m('供应份数', 'Portions supplied', 'Raciones', '提供数'),
  time: m('供应时间', 'Serving time', 'Horario', '提供時間'),
  issuedAt: m('下发设备时间', 'Issued to devices at', 'Publicado en dispositivos el', '端末配信日時'),
  appletIssuedAt: m('下发小程序时间', 'Published to the app at', 'Publicado en la app el', 'アプリ配信日時'),
};

/** Words of the export's yes/no column. */
export const recipeYesNoTexts = {
  true: m('是', 'Yes', 'Sí', 'はい'),
  false: m('否', 'No', 'No', 'いいえ'),
};
