import { m } from './text';

/** Server messages of the inventoryStock part, each m(zh, en, es, ja) from './text'. */
export const inventoryStockMessages = {
  warehouseNameTaken: m('仓库名称已存在', 'This warehouse name is taken', 'Este nombre de almacén ya existe', 'この倉庫名は既に使われています'),
  warehouseCanteenUnknown: m('食堂不存在或不在您的数据权限内', 'No such canteen within your data permission', 'El comedor no existe o está fuera de sus permisos de datos', '食堂が存在しないか、データ権限の範囲外です'),
  warehouseKeeperUnknown: m('库管员须为已启用且标记为库管的用户', 'The keeper must be an enabled user marked as keeper', 'El encargado debe ser un usuario activo marcado como encargado de almacén', '倉庫管理者は有効で倉庫管理者として設定されたユーザーである必要があります'),
  warehouseInUse: m('仓库已有库存或单据，不能删除', 'The warehouse has stock or documents: it cannot be removed', 'El almacén tiene existencias o documentos: no se puede eliminar', '倉庫に在庫または伝票があるため削除できません'),
  warehouseCanteenFixed: m('仓库已有库存或单据，不能改到其他食堂', 'The warehouse has stock or documents: it stays in its canteen', 'El almacén tiene existencias o documentos: no puede cambiar de comedor', '倉庫に在庫または伝票があるため食堂を変更できません'),
  unitNameTaken: m('单位名称已存在', 'This unit name is taken', 'Este nombre de unidad ya existe', 'この単位名は既に使われています'),
  unitUnknown: m('单位不存在', 'No such unit', 'La unidad no existe', '単位が存在しません'),
  unitRatioRequired: m('基准单位与换算比例须同时填写或同时不填', 'A base unit and a ratio go together: give both or neither', 'La unidad base y la proporción van juntas: indique ambas o ninguna', '基準単位と換算比率は両方入力するか、両方空にしてください'),
  unitCycle: m('基准单位不能是该单位本身或以它为基准的单位', 'The base cannot be the unit itself or a unit defined on it', 'La unidad base no puede ser la propia unidad ni una definida sobre ella', '基準単位にその単位自身またはそれを基準とする単位は指定できません'),
  unitChainTooDeep: m('单位换算层级过多（最多 8 层）', 'Too many levels of units (8 at most)', 'Demasiados niveles de unidades (8 como máximo)', '単位の階層が多すぎます（最大 8 階層）'),
  unitInUse: m('该单位正被 {count} 处使用（仓库原材料或其他单位），不能删除', 'The unit is used in {count} places (warehouse materials or other units): it cannot be removed', 'La unidad se usa en {count} sitios (materias de almacén u otras unidades): no se puede eliminar', 'この単位は {count} か所（倉庫原材料または他の単位）で使われているため削除できません'),
  unitNoCommonRoot: m('“{from}”与“{to}”之间无法换算', '“{from}” and “{to}” do not convert into each other', '«{from}» y «{to}» no se pueden convertir entre sí', '「{from}」と「{to}」は換算できません'),
  houseMaterialMaterialUnknown: m('原材料不存在', 'No such material', 'La materia prima no existe', '原材料が存在しません'),
  houseMaterialTaken: m('该仓库已有此原材料', 'The warehouse already keeps this material', 'El almacén ya tiene esta materia prima', 'この倉庫には既にこの原材料があります'),
  houseMaterialUnitFixed: m('该原材料已有批次，不能修改库存单位', 'This material has batches: its stock unit cannot change', 'Esta materia prima tiene lotes: su unidad no puede cambiar', 'この原材料にはロットがあるため在庫単位を変更できません'),
  houseMaterialInUse: m('该原材料已有库存、出入库记录或单据，不能删除', 'This material has stock, movements or documents: it cannot be removed', 'Esta materia prima tiene existencias, movimientos o documentos: no se puede eliminar', 'この原材料には在庫・入出庫記録・伝票があるため削除できません'),
  stockLimitOrder: m('最低库存不能大于最高库存', 'The minimum cannot be above the maximum', 'El mínimo no puede ser mayor que el máximo', '最低在庫は最高在庫を超えられません'),
  houseMaterialImportQty: m('须为不小于 0 的数字，最多 3 位小数', 'Must be a number of at least 0 with at most 3 decimals', 'Debe ser un número de al menos 0 con 3 decimales como máximo', '0 以上、小数点以下 3 桁までの数値にしてください'),
  houseMaterialImportShelfLife: m('须为 1 到 3650 的整数', 'Must be a whole number from 1 to 3650', 'Debe ser un número entero de 1 a 3650', '1 から 3650 の整数にしてください'),
  houseMaterialImportMaterialUnknown: m('原材料“{name}”不存在', 'No material named “{name}”', 'No existe la materia prima «{name}»', '原材料「{name}」は存在しません'),
  houseMaterialImportUnitUnknown: m('单位“{name}”不存在', 'No unit named “{name}”', 'No existe la unidad «{name}»', '単位「{name}」は存在しません'),
  houseMaterialImportRepeated: m('与第 {row} 行的原材料重复', 'The same material as row {row}', 'La misma materia prima que la fila {row}', '{row} 行目と同じ原材料です'),
  houseMaterialTemplateName: m('仓库原材料导入模板', 'Warehouse materials import template', 'Plantilla de importación de materias de almacén', '倉庫原材料インポートテンプレート'),
  stockExportName: m('库存', 'Stock', 'Existencias', '在庫'),
};
