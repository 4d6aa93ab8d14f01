import type { NutrientType } from '@canteen/contract';
import type { Lang } from '../../platform/messages';

export interface StandardNutrient {
  typeCode: NutrientType;
  code: string;
  name: Record<Lang, string>;
  unit: 'kcal' | 'g' | 'mg' | 'μg';
  sort: number;
}

const n = (typeCode: NutrientType, code: string, unit: StandardNutrient['unit'], sort: number, zh: string, en: string, es: string, ja: string): StandardNutrient => ({
  typeCode,
  code,
  unit,
  sort,
  name: { zh, en, es, ja },
});

/**
 * The standard catalogue, as the China Food Composition Tables report per 100 g of edible part. The first ten codes
 * are the ones diet patterns and the health centre compare by; the others are common in dietitians' tables.
 */
export const STANDARD_NUTRIENTS: readonly StandardNutrient[] = [
  n('energy', 'energy', 'kcal', 10, '能量', 'Energy', 'Energía', 'エネルギー'),
  n('macro', 'protein', 'g', 20, '蛋白质', 'Protein', 'Proteína', 'たんぱく質'),
  n('macro', 'fat', 'g', 30, '脂肪', 'Fat', 'Grasa', '脂質'),
  n('macro', 'carbohydrate', 'g', 40, '碳水化合物', 'Carbohydrate', 'Carbohidratos', '炭水化物'),
  n('macro', 'fibre', 'g', 50, '膳食纤维', 'Dietary fibre', 'Fibra alimentaria', '食物繊維'),
  n('mineral', 'sodium', 'mg', 60, '钠', 'Sodium', 'Sodio', 'ナトリウム'),
  n('mineral', 'calcium', 'mg', 70, '钙', 'Calcium', 'Calcio', 'カルシウム'),
  n('mineral', 'iron', 'mg', 80, '铁', 'Iron', 'Hierro', '鉄'),
  n('vitamin', 'vitaminC', 'mg', 90, '维生素C', 'Vitamin C', 'Vitamina C', 'ビタミンC'),
  n('other', 'cholesterol', 'mg', 100, '胆固醇', 'Cholesterol', 'Colesterol', 'コレステロール'),
  n('vitamin', 'vitaminA', 'μg', 110, '维生素A', 'Vitamin A', 'Vitamina A', 'ビタミンA'),
  n('vitamin', 'vitaminB1', 'mg', 120, '维生素B1', 'Vitamin B1', 'Vitamina B1', 'ビタミンB1'),
  n('vitamin', 'vitaminB2', 'mg', 130, '维生素B2', 'Vitamin B2', 'Vitamina B2', 'ビタミンB2'),
  n('vitamin', 'vitaminE', 'mg', 140, '维生素E', 'Vitamin E', 'Vitamina E', 'ビタミンE'),
  n('mineral', 'potassium', 'mg', 150, '钾', 'Potassium', 'Potasio', 'カリウム'),
  n('mineral', 'magnesium', 'mg', 160, '镁', 'Magnesium', 'Magnesio', 'マグネシウム'),
  n('mineral', 'zinc', 'mg', 170, '锌', 'Zinc', 'Zinc', '亜鉛'),
  n('mineral', 'selenium', 'μg', 180, '硒', 'Selenium', 'Selenio', 'セレン'),
];
