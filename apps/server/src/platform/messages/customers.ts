import { m } from './text';

/** Server messages of the customers part (people records, their import) and of the xlsx reader. */
export const customersMessages = {
  custNumTaken: m('人员编号已存在', 'This person number is already in use', 'Este número de persona ya está en uso', 'この人員番号は既に使われています'),
  faceIdTaken: m('人脸编号已被其他人员使用', 'This face id belongs to another person', 'Este identificador facial pertenece a otra persona', 'この顔IDは別の人員が使用しています'),
  custAlreadyCancelled: m('该人员已注销', 'This person is already cancelled', 'Esta persona ya está dada de baja', 'この人員は既に抹消されています'),
  custHasMoney: m('人员{names}的账户仍有余额，请先提现或清零', 'The account of {names} still holds money; pay it out or clear it first', 'La cuenta de {names} aún tiene saldo; retírelo o póngalo a cero primero', '{names}の口座に残高があります。先に払い出しまたはクリアしてください'),
  custRefUnknown: m('所选项不存在', 'The chosen item does not exist', 'El elemento elegido no existe', '選択した項目が存在しません'),
  xlsxNotWorkbook: m('请上传 .xlsx 格式的 Excel 文件', 'Upload an Excel file in .xlsx format', 'Suba un archivo Excel en formato .xlsx', '.xlsx 形式の Excel ファイルをアップロードしてください'),
  xlsxTooManyRows: m('单次最多导入{max}行', 'At most {max} rows can be imported at once', 'Se pueden importar como máximo {max} filas a la vez', '一度にインポートできるのは最大{max}行です'),
  xlsxMissingColumns: m('表头缺少必填列：{columns}', 'The header row lacks required columns: {columns}', 'Faltan columnas obligatorias en la cabecera: {columns}', 'ヘッダー行に必須列がありません：{columns}'),
  xlsxEmpty: m('文件中没有数据行', 'The file has no data rows', 'El archivo no tiene filas de datos', 'ファイルにデータ行がありません'),
  importTemplateName: m('人员导入模板', 'People import template', 'Plantilla de importación de personas', '人員インポートテンプレート'),
  importRowErrors: m('共{total}行，其中{count}行有误，未导入任何数据', '{count} of {total} rows are wrong; nothing was imported', '{count} de {total} filas son incorrectas; no se importó nada', '{total}行中{count}行に誤りがあるため、何もインポートされませんでした'),
  importNumRepeated: m('人员编号在文件中重复（第{row}行）', 'Person number repeated in the file (row {row})', 'Número de persona repetido en el archivo (fila {row})', 'ファイル内で人員番号が重複しています（{row}行目）'),
  importNumExists: m('人员编号已存在', 'This person number already exists', 'Este número de persona ya existe', 'この人員番号は既に存在します'),
  importNumUnknown: m('人员编号不存在或无权限', 'No such person (or out of your reach)', 'No existe esa persona (o está fuera de su alcance)', 'その人員は存在しないか権限がありません'),
  importOrgUnknown: m('组织不存在或无权限', 'No such organisation (or out of your reach)', 'No existe esa organización (o está fuera de su alcance)', 'その組織は存在しないか権限がありません'),
  importOrgAmbiguous: m('有多个同名组织，请填写组织编码', 'Several organisations have this name; use the organisation code', 'Varias organizaciones tienen este nombre; use el código', '同名の組織が複数あります。組織コードを入力してください'),
  importSexInvalid: m('性别应为 男 或 女', 'Sex must be male or female', 'El sexo debe ser hombre o mujer', '性別は 男 または 女 にしてください'),
  importDateInvalid: m('日期格式应为 YYYY-MM-DD', 'Dates are written YYYY-MM-DD', 'Las fechas se escriben AAAA-MM-DD', '日付は YYYY-MM-DD 形式で入力してください'),
} as const;
