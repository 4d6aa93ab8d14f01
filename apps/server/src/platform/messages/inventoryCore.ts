import { m } from './text';

/** Server messages of the stock core (modules/inventory/stock.ts), each m(zh, en, es, ja) from './text'. */
export const inventoryCoreMessages = {
  warehouseCounting: m(
    '仓库正在盘点（{docNo}），盘点提交前不能出入库',
    'The warehouse is being counted ({docNo}): no goods in or out until the stocktake is committed',
    'El almacén está en inventario ({docNo}): no hay entradas ni salidas hasta confirmar el inventario',
    '倉庫は棚卸中です（{docNo}）。棚卸の確定まで入出庫できません',
  ),
  stockShort: m(
    '库存不足：需要 {need}，现有 {have}',
    'Not enough stock: {need} needed, {have} in stock',
    'Existencias insuficientes: se necesitan {need}, hay {have}',
    '在庫が不足しています：必要 {need}、在庫 {have}',
  ),
  stockBadLine: m('数量须大于 0，金额不能为负', 'A quantity must be above 0 and a value cannot be negative', 'La cantidad debe ser mayor que 0 y el importe no puede ser negativo', '数量は 0 より大きく、金額は負にできません'),
  stockReverseUsed: m(
    '该入库单的批次已有出库或盘点，不能冲销',
    'Goods of this inbound document were already issued or counted: it cannot be reversed',
    'Parte de esta entrada ya salió o se inventarió: no se puede anular',
    'この入庫伝票の品はすでに出庫または棚卸されたため、取り消せません',
  ),
  docCommitted: m('单据已提交，不能再修改或提交', 'This document is committed: it cannot be changed or committed again', 'Este documento está confirmado: no se puede cambiar ni confirmar de nuevo', 'この伝票は確定済みのため、変更・再確定できません'),
};
