/** Server messages in the four languages; `msg` of every reply is picked by Accept-Language. */
export type Lang = 'zh' | 'en' | 'es' | 'ja';
export const LANGS: Lang[] = ['zh', 'en', 'es', 'ja'];

import { m } from './messages/text';
import { peopleMasterMessages } from './messages/peopleMaster';
import { personsMessages } from './messages/persons';
import { accountsMessages } from './messages/accounts';
import { accountRecordsMessages } from './messages/accountRecords';
import { authMessages } from './messages/auth';
import { marketingMessages } from './messages/marketing';
import { marketingCouponsMessages } from './messages/marketingCoupons';
import { marketingRewardsMessages } from './messages/marketingRewards';
import { ordersMessages } from './messages/orders';
import { menuMaterialsMessages } from './messages/menuMaterials';
import { menuDishesMessages } from './messages/menuDishes';
import { menuProductsMessages } from './messages/menuProducts';
import { menuRecipesMessages } from './messages/menuRecipes';
import { healthMessages } from './messages/health';
import { healthRecipesMessages } from './messages/healthRecipes';
import { orderBookingsMessages } from './messages/orderBookings';
import { adminMessages } from './messages/admin';
import { filesMessages } from './messages/files';
import { procurementSuppliersMessages } from './messages/procurementSuppliers';
import { procurementPlansMessages } from './messages/procurementPlans';
import { inventoryStockMessages } from './messages/inventoryStock';
import { inventoryDocumentsMessages } from './messages/inventoryDocuments';
import { inventoryStocktakeMessages } from './messages/inventoryStocktake';
import { inventoryReportsMessages } from './messages/inventoryReports';
import { reportsTradeMessages } from './messages/reportsTrade';
import { reportsMoneyMessages } from './messages/reportsMoney';
import { reportsSalesMessages } from './messages/reportsSales';
import { reportsCustomMessages } from './messages/reportsCustom';
import { dataScreenMessages } from './messages/dataScreen';
import { inventoryCoreMessages } from './messages/inventoryCore';

export const messages = {
  ok: m('成功', 'Success', 'Correcto', '成功'),
  unauthorized: m('登录已失效，请重新登录', 'Your session has expired, please log in again', 'Su sesión ha caducado, inicie sesión de nuevo', 'セッションの有効期限が切れました。再度ログインしてください'),
  validation: m('参数校验失败', 'Invalid request content', 'Contenido de la solicitud no válido', 'リクエスト内容が不正です'),
  unstorableText: m(
    '文字中含有无法保存的字符（空字符 U+0000 或不成对的代理项）',
    'The text holds a character that cannot be stored (NUL, U+0000, or an unpaired surrogate)',
    'El texto contiene un carácter que no se puede guardar (NUL, U+0000, o un sustituto sin pareja)',
    'テキストに保存できない文字（NUL U+0000 または対になっていないサロゲート）が含まれています',
  ),
  badEnvelope: m('请求格式错误', 'Malformed request envelope', 'Sobre de solicitud mal formado', 'リクエスト形式が不正です'),
  badSign: m('签名错误', 'Invalid signature', 'Firma no válida', '署名が不正です'),
  staleRequest: m('请求已过期，请检查系统时间', 'Request expired, check the clock', 'Solicitud caducada, revise la hora del sistema', 'リクエストの有効期限切れです。時刻を確認してください'),
  replayed: m('重复的请求', 'Repeated request refused', 'Solicitud repetida rechazada', '重複したリクエストです'),
  forbidden: m('没有权限', 'Not permitted', 'No tiene permiso', '権限がありません'),
  merchantMismatch: m('商户与登录信息不符', 'Merchant does not match your login', 'El comercio no coincide con su sesión', '加盟店がログイン情報と一致しません'),
  notFound: m('记录不存在', 'Record not found', 'Registro no encontrado', 'レコードが存在しません'),
  conflict: m('状态冲突', 'State conflict', 'Conflicto de estado', '状態が競合しています'),
  concurrentDuplicate: m('另一个同时提交的请求已使用该值，请刷新后重试', 'Another request took this value at the same moment; refresh and try again', 'Otra solicitud tomó este valor en el mismo momento; actualice e inténtelo de nuevo', '同時に送信された別のリクエストがこの値を使用しました。更新して再試行してください'),
  internal: m('系统繁忙，请稍后再试', 'Internal error, please try again later', 'Error interno, inténtelo más tarde', 'システムエラーです。しばらくしてから再試行してください'),
  rateLimited: m('尝试次数过多，请{minutes}分钟后再试', 'Too many attempts, try again in {minutes} minutes', 'Demasiados intentos, inténtelo de nuevo en {minutes} minutos', '試行回数が多すぎます。{minutes}分後に再試行してください'),
  exportCap: m('最大导出50000条数据', 'max export 50000 rows', 'Máximo 50000 filas por exportación', '最大50000件までエクスポートできます'),
  badCredentials: m('用户名或密码错误', 'Wrong user name or password', 'Usuario o contraseña incorrectos', 'ユーザー名またはパスワードが違います'),
  userDisabled: m('账号已停用', 'This account is disabled', 'Esta cuenta está desactivada', 'このアカウントは無効です'),
  merchantBlocked: m('商户已停用', 'This merchant is blocked', 'Este comercio está bloqueado', 'この加盟店は停止されています'),
  badClient: m('客户端认证失败', 'Client authentication failed', 'Autenticación del cliente fallida', 'クライアント認証に失敗しました'),
  badGrant: m('不支持的授权方式', 'Unsupported grant', 'Concesión no admitida', 'サポートされていない認可方式です'),
  passwordUndecryptable: m('密码无法解密，请刷新页面后重试', 'Password could not be decrypted, reload the page and try again', 'No se pudo descifrar la contraseña, recargue la página', 'パスワードを復号できません。ページを再読み込みしてください'),
  passwordTooWeak: m('密码至少8位，且包含字母和数字', 'Password needs at least 8 characters with letters and digits', 'La contraseña necesita al menos 8 caracteres con letras y números', 'パスワードは英字と数字を含む8文字以上にしてください'),
  wrongOldPassword: m('旧密码错误', 'The old password is wrong', 'La contraseña anterior es incorrecta', '旧パスワードが違います'),
  notYourself: m('只能修改自己的密码', 'You can only change your own password', 'Solo puede cambiar su propia contraseña', '自分のパスワードのみ変更できます'),
  usernameTaken: m('用户名已存在', 'This user name is taken', 'Este nombre de usuario ya existe', 'このユーザー名は既に使われています'),
  roleCodeTaken: m('角色编码已存在', 'This role code is taken', 'Este código de rol ya existe', 'このロールコードは既に使われています'),
  roleInUse: m('该角色下还有用户，不能删除', 'Users still hold this role; it cannot be removed', 'Hay usuarios con este rol; no se puede eliminar', 'このロールを持つユーザーがいるため削除できません'),
  adminRoleLocked: m('管理员角色不能修改或删除', 'The administrator role cannot be changed or removed', 'El rol de administrador no se puede cambiar ni eliminar', '管理者ロールは変更・削除できません'),
  cannotRemoveSelf: m('不能删除或停用自己', 'You cannot remove or disable yourself', 'No puede eliminarse ni desactivarse a sí mismo', '自分自身を削除・無効化できません'),
  unknownMenu: m('菜单不存在：{id}', 'Unknown menu id: {id}', 'Menú desconocido: {id}', '存在しないメニューです：{id}'),
  unknownScope: m('数据权限选项不存在：{id}', 'Unknown data permission option: {id}', 'Opción de permiso de datos desconocida: {id}', '存在しないデータ権限の選択肢です：{id}'),
  fileType: m('上传图片只能是 JPG、GIF、BMP、PNG 格式!', 'Only JPG, GIF, BMP or PNG images can be uploaded!', '¡Solo se pueden subir imágenes JPG, GIF, BMP o PNG!', 'JPG、GIF、BMP、PNG 形式の画像のみアップロードできます！'),
  fileSize: m('上传图片大小不能超过 500KB!', 'The image must be smaller than 500KB!', '¡La imagen debe ser menor de 500KB!', '画像サイズは500KB以下にしてください！'),
  fileMissing: m('请选择要上传的文件', 'Choose a file to upload', 'Elija un archivo para subir', 'アップロードするファイルを選択してください'),
  alreadyExists: m('已存在相同的记录', 'A record with this value already exists', 'Ya existe un registro con este valor', '同じ値のレコードが既に存在します'),
  inUse: m('该记录正在被使用，不能删除', 'This record is in use and cannot be removed', 'Este registro está en uso y no se puede eliminar', 'このレコードは使用中のため削除できません'),
  settingInvalid: m('设置内容不正确', 'The setting value is invalid', 'El valor de la configuración no es válido', '設定値が不正です'),
  devicePlaceNotInCanteen: m('不属于所选食堂', 'Not part of the chosen canteen', 'No pertenece al comedor elegido', '選択した食堂に属していません'),
  deviceNotAPrinter: m('所选设备不是打印机', 'The chosen device is not a printer', 'El dispositivo elegido no es una impresora', '選択した機器はプリンターではありません'),
  deviceSerialTaken: m('设备序列号已存在', 'This serial number is already registered', 'Este número de serie ya está registrado', 'このシリアル番号は登録済みです'),
  devicePrinterInUse: m('仍有设备使用该打印机，请先解绑', 'Devices still print on this printer; unbind them first', 'Hay dispositivos que aún imprimen en esta impresora; desvincúlelos primero', 'このプリンターを使う機器があります。先に解除してください'),
  deviceNotFace: m('该设备不是人脸识别设备', 'This device does not recognise faces', 'Este dispositivo no reconoce caras', 'この機器は顔認識機器ではありません'),
  deviceBadSecret: m('设备序列号或密钥错误', 'Wrong device serial number or secret', 'Número de serie o clave del dispositivo incorrectos', '機器のシリアル番号またはシークレットが違います'),
  deviceDisabled: m('设备已停用', 'This device is disabled', 'Este dispositivo está desactivado', 'この機器は無効です'),
  mealType1: m('早餐', 'breakfast', 'desayuno', '朝食'),
  mealType2: m('午餐', 'lunch', 'almuerzo', '昼食'),
  mealType3: m('下午茶', 'afternoon tea', 'merienda', 'アフタヌーンティー'),
  mealType4: m('晚餐', 'dinner', 'cena', '夕食'),
  mealType5: m('夜宵', 'late-night snack', 'tentempié nocturno', '夜食'),
  mealPeriodOverlap: m('该时段与本食堂的{meal}时段（{start}–{end}）重叠', 'This period overlaps the {meal} period ({start}–{end}) of this canteen', 'Este horario se solapa con el de {meal} ({start}–{end}) de este comedor', 'この時間帯は本食堂の{meal}（{start}–{end}）と重なっています'),
  mealTypeTaken: m('本食堂已设置{meal}时段', 'This canteen already has a {meal} period', 'Este comedor ya tiene un horario de {meal}', 'この食堂には既に{meal}の時間帯があります'),
  timeWindowEmpty: m('结束时间不能等于开始时间', 'The end time cannot equal the start time', 'La hora de fin no puede ser igual a la de inicio', '終了時刻は開始時刻と同じにできません'),
  closeBeforeOpen: m('结束时间必须晚于开始时间', 'The closing time must be after the opening time', 'La hora de cierre debe ser posterior a la de apertura', '終了時刻は開始時刻より後にしてください'),
  businessTimeOverlap: m('与当天的营业时间 {start}–{end} 重叠', 'This overlaps the opening hours {start}–{end} of that day', 'Se solapa con el horario {start}–{end} de ese día', 'その日の営業時間 {start}–{end} と重なっています'),
  endBeforeStart: m('结束日期不能早于开始日期', 'The end date cannot be before the start date', 'La fecha de fin no puede ser anterior a la de inicio', '終了日は開始日より前にできません'),
  calendarInvalid: m('节假日日历文件格式不正确', 'The holiday calendar file is not in the expected format', 'El archivo de calendario de festivos no tiene el formato esperado', '祝日カレンダーファイルの形式が正しくありません'),
  configIncomplete: m('启用前请填写完整', 'Fill this in before enabling', 'Complete este campo antes de activar', '有効にする前に入力してください'),
  endsBeforeStarts: m('结束日期不能早于开始日期', 'The end date cannot be before the start date', 'La fecha de fin no puede ser anterior a la de inicio', '終了日は開始日より前にできません'),
  unknownPlaceholder: m('未知的占位符 {{name}}，可用：{known}', 'Unknown placeholder {{name}}; available: {known}', 'Marcador desconocido {{name}}; disponibles: {known}', '不明なプレースホルダー {{name}}。使用可能：{known}'),
  unknownUser: m('用户不存在', 'No such user', 'El usuario no existe', 'ユーザーが存在しません'),
  placeNotInCanteen: m('不属于该食堂', 'Not part of this canteen', 'No pertenece a este comedor', 'この食堂に属していません'),
  mealLineHasDevices: m('仍有设备绑定该取餐线，请先解绑', 'Devices are still bound to this meal line; unbind them first', 'Hay dispositivos vinculados a esta línea de recogida; desvincúlelos primero', 'この受取ラインに紐づく機器があります。先に解除してください'),
  areaParentInvalid: m('上级区域必须是本食堂的其他区域，且不能是其下级', 'The parent must be another area of this canteen, not one below it', 'El área superior debe ser otra área de este comedor, no una inferior', '上位エリアは本食堂の別のエリアで、配下のエリア以外にしてください'),
  areaHasChildren: m('该区域下还有子区域，不能删除', 'This area still has sub-areas; remove them first', 'Esta área aún tiene subáreas; elimínelas primero', 'このエリアには下位エリアがあるため削除できません'),
  areaHasTables: m('该区域下还有餐桌，不能删除', 'Tables are still in this area; move or remove them first', 'Aún hay mesas en esta área; muévalas o elimínelas primero', 'このエリアにはテーブルがあるため削除できません'),
  tableOccupied: m('该餐桌已开台', 'This table is already open', 'Esta mesa ya está abierta', 'このテーブルは既に開卓されています'),
  tableNotOpen: m('该餐桌未开台', 'This table is not open', 'Esta mesa no está abierta', 'このテーブルは開卓されていません'),
  tableInUse: m('该餐桌正在使用，请先清台', 'This table is open; close it first', 'Esta mesa está abierta; ciérrela primero', 'このテーブルは使用中です。先に閉じてください'),
  endTimeNotAfterStart: m('结束时间必须晚于开始时间', 'The end time must be after the start time', 'La hora de fin debe ser posterior a la de inicio', '終了時刻は開始時刻より後にしてください'),
  takeoutWindowsOverlap: m('配送时段不能重叠', 'Delivery windows cannot overlap', 'Las franjas de entrega no pueden solaparse', '配達時間帯が重なっています'),
  roomDisabled: m('该包间已停用', 'This room is not in use', 'Esta sala no está en uso', 'この個室は使用停止中です'),
  roomTooSmall: m('该包间最多容纳{capacity}人', 'This room holds at most {capacity} people', 'Esta sala admite como máximo {capacity} personas', 'この個室の定員は{capacity}人です'),
  roomReserved: m('该包间当天 {start}–{end} 已被预订', 'The room is already reserved {start}–{end} that day', 'La sala ya está reservada de {start} a {end} ese día', 'この個室は当日 {start}–{end} に予約済みです'),
  reservationCancelled: m('该预订已取消', 'This reservation is already cancelled', 'Esta reserva ya está cancelada', 'この予約は既にキャンセルされています'),
  tablewareCodeAmbiguous: m('餐具编码{code}对应多个餐具，请用“-”分隔形状编码和颜色编码', 'The code {code} fits more than one tableware; separate the shape and colour codes with "-"', 'El código {code} corresponde a más de una vajilla; separe los códigos de forma y color con "-"', 'コード{code}は複数の食器に該当します。形状コードと色コードを「-」で区切ってください'),
  noticePublished: m('该信息已发布，请先撤回', 'This notice is published; withdraw it first', 'Este aviso está publicado; retírelo primero', 'このお知らせは公開中です。先に取り下げてください'),
  noticeNotPublished: m('该信息未发布', 'This notice is not published', 'Este aviso no está publicado', 'このお知らせは公開されていません'),
  deviceNotDishRecognition: m('该设备不是菜品识别设备', 'This device does not recognise dishes', 'Este dispositivo no reconoce platos', 'この機器は料理認識機器ではありません'),
  aiDeviceInvalid: m('只能选择本食堂的菜品识别设备', 'Choose dish-recognition devices of this canteen only', 'Elija solo dispositivos de reconocimiento de platos de este comedor', 'この食堂の料理認識端末のみ選択できます'),
  aiRecognitionOff: m('该食堂未开启AI菜品识别', 'AI dish recognition is off for this canteen', 'El reconocimiento de platos por IA está desactivado en este comedor', 'この食堂ではAI料理認識が無効です'),
  aiDeviceNotRecognition: m('该设备不是菜品识别设备', 'This device does not recognise dishes', 'Este dispositivo no reconoce platos', 'この端末は料理認識端末ではありません'),
  aiDishPictureLimit: m('每个菜品最多{limit}张图片', 'A dish holds at most {limit} pictures', 'Un plato admite como máximo {limit} imágenes', '1つの料理に登録できる画像は最大{limit}枚です'),
  aiDishOtherCanteen: m('请选择该餐次所在食堂的已启用AI菜品', 'Choose an enabled AI dish of this meal’s canteen', 'Elija un plato IA activo del comedor de esta comida', 'この食事の食堂で有効なAI料理を選択してください'),
  aiMealNotReviewed: m('请先审核该餐次', 'Review this meal first', 'Revise primero esta comida', '先にこの食事を確認してください'),
  certMerchantNoMissing: m('请先在该银行配置中填写商户号', 'Fill in the merchant number in this bank’s configuration first', 'Indique primero el número de comercio en la configuración de este banco', '先にこの銀行の設定で加盟店番号を入力してください'),
  certAlreadyIssued: m('该申请已登记证书', 'A certificate is already recorded for this application', 'Esta solicitud ya tiene un certificado registrado', 'この申請には既に証明書が登録されています'),
  certInvalid: m('证书格式错误，请粘贴PEM格式的X.509证书', 'Not a valid certificate; paste an X.509 certificate in PEM form', 'Certificado no válido; pegue un certificado X.509 en formato PEM', '証明書が不正です。PEM形式のX.509証明書を貼り付けてください'),
  certKeyMismatch: m('证书公钥与该申请的密钥不匹配', 'The certificate’s public key is not this application’s key', 'La clave pública del certificado no es la de esta solicitud', '証明書の公開鍵がこの申請の鍵と一致しません'),
  orgParentInvalid: m('上级组织不能是该组织本身或其下级', 'The parent cannot be the organisation itself or one below it', 'La organización superior no puede ser ella misma ni una inferior', '上位組織に自身または配下の組織は指定できません'),
  orgParentRequired: m('请选择上级组织', 'Choose a parent organisation', 'Elija una organización superior', '上位組織を選択してください'),
  orgHasChildren: m('该组织下还有下级组织，不能删除', 'This organisation still has sub-organisations; remove or move them first', 'Esta organización aún tiene suborganizaciones; elimínelas o muévalas primero', 'この組織には下位組織があるため削除できません'),
  orgMoveNameClash: m('新上级组织下已有同名组织', 'The new parent already has an organisation of the same name', 'La nueva organización superior ya tiene una organización con el mismo nombre', '新しい上位組織には同名の組織が既にあります'),
  ...peopleMasterMessages,
  ...personsMessages,
  ...accountsMessages,
  ...accountRecordsMessages,
  ...authMessages,
  ...marketingMessages,
  ...marketingCouponsMessages,
  ...marketingRewardsMessages,
  ...ordersMessages,
  ...menuMaterialsMessages,
  ...menuDishesMessages,
  ...menuProductsMessages,
  ...menuRecipesMessages,
  ...healthMessages,
  ...healthRecipesMessages,
  ...procurementSuppliersMessages,
  ...procurementPlansMessages,
  ...inventoryStockMessages,
  ...inventoryDocumentsMessages,
  ...inventoryStocktakeMessages,
  ...inventoryReportsMessages,
  ...reportsTradeMessages,
  ...reportsMoneyMessages,
  ...reportsSalesMessages,
  ...reportsCustomMessages,
  ...dataScreenMessages,
  ...inventoryCoreMessages,
  ...orderBookingsMessages,
  ...adminMessages,
  ...filesMessages,
} as const;

export type MessageKey = keyof typeof messages;

export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = (messages as Record<string, Record<Lang, string>>)[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** The first supported language of an Accept-Language header; Chinese by default. */
export function langOf(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if ((LANGS as string[]).includes(tag)) return tag as Lang;
  }
  return 'zh';
}
