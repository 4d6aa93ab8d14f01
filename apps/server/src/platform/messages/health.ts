import { m } from './text';
import { personColumnTexts } from './persons';

/** Server messages of the health part, each m(zh, en, es, ja) from './text'. */
export const healthMessages = {
  dietNameTaken: m('膳食模式名称已存在', 'A diet pattern of that name exists', 'Ya existe un patrón dietético con ese nombre', '同名の食事パターンがあります'),
  dietAgeOrder: m('最小年龄不能大于最大年龄', 'The lowest age cannot be above the highest', 'La edad mínima no puede superar la máxima', '最低年齢は最高年齢以下にしてください'),
  dietMealSplit: m('早、中、晚餐占比之和须为100%', 'Breakfast, lunch and dinner shares must add up to 100%', 'Las partes de desayuno, almuerzo y cena deben sumar 100 %', '朝食・昼食・夕食の割合の合計は100%にしてください'),
  dietTargetBounds: m('每项营养目标须填写下限或上限，且下限不大于上限', 'Each target needs a minimum or a maximum, and the minimum cannot be above the maximum', 'Cada objetivo necesita un mínimo o un máximo, y el mínimo no puede superar el máximo', '各目標には下限か上限が必要で、下限は上限以下にしてください'),
  dietTargetRepeated: m('同一营养素只能设置一个目标', 'A nutrient can have one target only', 'Un nutriente solo puede tener un objetivo', '同じ栄養素の目標は一つだけです'),
  dietNutrientUnknown: m('营养素不存在', 'Unknown nutrient', 'Nutriente desconocido', '栄養素が存在しません'),
  dietPsnTypeUnknown: m('人员类型不存在', 'Unknown person type', 'Tipo de persona desconocido', '人員種別が存在しません'),
  healthChronicUnknown: m('慢性病不存在', 'Unknown chronic illness', 'Enfermedad crónica desconocida', '慢性疾患が存在しません'),
  dietUnknown: m('膳食模式不存在', 'Unknown diet pattern', 'Patrón dietético desconocido', '食事パターンが存在しません'),
  dietInUse: m('有{count}人的健康档案指定了该膳食模式，不能删除', "{count} people's health profiles name this pattern: it cannot be removed", 'Los perfiles de salud de {count} personas nombran este patrón: no se puede eliminar', '{count}人の健康プロフィールがこのパターンを指定しているため削除できません'),
  healthRangeOrder: m('开始日期不能晚于结束日期', 'The first day cannot be after the last day', 'El primer día no puede ser posterior al último', '開始日は終了日より後にできません'),
  healthRangeTooLong: m('查询范围最多{days}天', 'The range can span {days} days at most', 'El intervalo puede abarcar {days} días como máximo', '期間は最大{days}日です'),
} as const;

/** Title and column headers of the imbalance export. */
export const imbalanceExportTexts = {
  title: m('偏食分析', 'Imbalance analysis', 'Análisis de desequilibrio', '偏食分析'),
  ...personColumnTexts,
  psnTypeName: m('人员类型', 'Person type', 'Tipo de persona', '人員種別'),
  dietName: m('膳食模式', 'Diet pattern', 'Patrón dietético', '食事パターン'),
  mealDays: m('就餐天数', 'Days with meals', 'Días con comidas', '食事日数'),
  fatEnergyPercent: m('脂肪供能比(%)', 'Energy from fat (%)', 'Energía de la grasa (%)', '脂肪エネルギー比(%)'),
  flags: m('偏食标记', 'Flags', 'Marcas', '偏食マーク'),
  average: m('日均', 'Daily average', 'Media diaria', '1日平均'),
};

/** Words of the imbalance flags (the export writes them out). */
export const imbalanceFlagTexts = {
  energyHigh: m('能量过高', 'Energy too high', 'Energía excesiva', 'エネルギー過多'),
  energyLow: m('能量不足', 'Energy too low', 'Energía insuficiente', 'エネルギー不足'),
  proteinLow: m('蛋白质不足', 'Protein too low', 'Proteína insuficiente', 'たんぱく質不足'),
  fatHigh: m('脂肪过高', 'Fat too high', 'Grasa excesiva', '脂肪過多'),
  sodiumHigh: m('高钠', 'High sodium', 'Sodio alto', '高ナトリウム'),
  fibreLow: m('膳食纤维不足', 'Fibre too low', 'Fibra insuficiente', '食物繊維不足'),
  meatHeavy: m('偏荤', 'Meat-heavy', 'Demasiada carne', '肉食偏重'),
  vegetableLow: m('蔬菜不足', 'Too few vegetables', 'Pocas verduras', '野菜不足'),
};
