import { m } from './text';

/** Server messages of the menuMaterials part, each m(zh, en, es, ja) from './text'. */
export const menuMaterialsMessages = {
  nutrientTypeEnergy: m('能量', 'Energy', 'Energía', 'エネルギー'),
  nutrientTypeMacro: m('宏量营养素', 'Macronutrients', 'Macronutrientes', '主要栄養素'),
  nutrientTypeVitamin: m('维生素', 'Vitamins', 'Vitaminas', 'ビタミン'),
  nutrientTypeMineral: m('矿物质', 'Minerals', 'Minerales', 'ミネラル'),
  nutrientTypeOther: m('其他', 'Other', 'Otros', 'その他'),
  nutrientCodeTaken: m('营养素编码已存在', 'This nutrient code is taken', 'Este código de nutriente ya existe', 'この栄養素コードは既に使われています'),
  nutrientNameTaken: m('营养素名称已存在', 'This nutrient name is taken', 'Este nombre de nutriente ya existe', 'この栄養素名は既に使われています'),
  nutrientInUse: m(
    '已有{count}种原材料填写了该营养素的含量，不能删除',
    '{count} materials carry a value for this nutrient; it cannot be removed',
    '{count} materias primas tienen un valor de este nutriente; no se puede eliminar',
    '{count}件の原材料にこの栄養素の値があるため削除できません',
  ),
  nutrientUnitInUse: m(
    '已有{count}种原材料按“{unit}”填写了该营养素，不能修改单位',
    '{count} materials carry values in “{unit}” for this nutrient; its unit cannot change',
    '{count} materias primas tienen valores en «{unit}» de este nutriente; su unidad no puede cambiar',
    '{count}件の原材料が「{unit}」で値を持つため単位を変更できません',
  ),
  nutrientUnknown: m('营养素不存在（{id}）', 'No such nutrient ({id})', 'El nutriente no existe ({id})', '栄養素が存在しません（{id}）'),
  nutrientRepeated: m('营养素重复填写（{id}）', 'A nutrient is given twice ({id})', 'Un nutriente aparece dos veces ({id})', '栄養素が重複しています（{id}）'),
  materialCategoryUnknown: m('原材料分类不存在', 'No such material category', 'La categoría de materia prima no existe', '原材料分類が存在しません'),
  materialCategoryParentInvalid: m(
    '上级分类不能是该分类本身或其下级',
    'The parent cannot be the category itself or one below it',
    'La categoría superior no puede ser ella misma ni una inferior',
    '上位分類に自身または配下の分類は指定できません',
  ),
  materialCategoryHasChildren: m('该分类下还有子分类，不能删除', 'This category still has sub-categories; remove them first', 'Esta categoría aún tiene subcategorías; elimínelas primero', 'この分類には下位分類があるため削除できません'),
  materialCategoryHasMaterials: m(
    '该分类下还有{count}种原材料，不能删除',
    '{count} materials are still filed under this category; move or remove them first',
    'Aún hay {count} materias primas en esta categoría; muévalas o elimínelas primero',
    'この分類には{count}件の原材料があるため削除できません',
  ),
  materialNameTaken: m('原材料名称已存在', 'A material of this name already exists', 'Ya existe una materia prima con este nombre', 'この名前の原材料は既に存在します'),
  materialInUse: m(
    '原材料“{name}”正被菜品“{dish}”等{count}道菜品使用，不能删除',
    'The material “{name}” is used by {count} dishes (“{dish}”…); it cannot be removed',
    'La materia prima «{name}» la usan {count} platos («{dish}»…); no se puede eliminar',
    '原材料「{name}」は料理「{dish}」など{count}品で使われているため削除できません',
  ),
  materialImportTemplateName: m('原材料导入模板', 'Material import template', 'Plantilla de importación de materias primas', '原材料インポートテンプレート'),
  materialExportName: m('原材料', 'Raw materials', 'Materias primas', '原材料'),
  materialImportBigTypeUnknown: m('大类“{name}”不存在，请先在分类树中添加', 'The big type “{name}” does not exist; add it to the category tree first', 'El tipo principal «{name}» no existe; añádalo antes al árbol de categorías', '大分類「{name}」が存在しません。先に分類ツリーに追加してください'),
  materialImportSmallTypeUnknown: m('大类“{big}”下没有小类“{name}”', 'The big type “{big}” has no small type “{name}”', 'El tipo principal «{big}» no tiene el subtipo «{name}»', '大分類「{big}」に小分類「{name}」はありません'),
  materialImportSmallTypeAlone: m('填写小类时请同时填写大类', 'Give the big type with the small type', 'Indique el tipo principal junto con el subtipo', '小分類を入力する場合は大分類も入力してください'),
  materialImportRepeated: m('与第{row}行的原材料重名', 'Same material name as row {row}', 'Mismo nombre de materia prima que la fila {row}', '{row}行目と同じ原材料名です'),
  materialImportNumber: m('请填写不小于0的数字', 'Enter a number of 0 or more', 'Indique un número mayor o igual que 0', '0以上の数値を入力してください'),
} as const;
