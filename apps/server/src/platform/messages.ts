/** Server messages in the four languages; `msg` of every reply is picked by Accept-Language. */
export type Lang = 'zh' | 'en' | 'es' | 'ja';
export const LANGS: Lang[] = ['zh', 'en', 'es', 'ja'];

const m = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

export const messages = {
  ok: m('成功', 'Success', 'Correcto', '成功'),
  unauthorized: m('登录已失效，请重新登录', 'Your session has expired, please log in again', 'Su sesión ha caducado, inicie sesión de nuevo', 'セッションの有効期限が切れました。再度ログインしてください'),
  validation: m('参数校验失败', 'Invalid request content', 'Contenido de la solicitud no válido', 'リクエスト内容が不正です'),
  badEnvelope: m('请求格式错误', 'Malformed request envelope', 'Sobre de solicitud mal formado', 'リクエスト形式が不正です'),
  badSign: m('签名错误', 'Invalid signature', 'Firma no válida', '署名が不正です'),
  staleRequest: m('请求已过期，请检查系统时间', 'Request expired, check the clock', 'Solicitud caducada, revise la hora del sistema', 'リクエストの有効期限切れです。時刻を確認してください'),
  replayed: m('重复的请求', 'Repeated request refused', 'Solicitud repetida rechazada', '重複したリクエストです'),
  forbidden: m('没有权限', 'Not permitted', 'No tiene permiso', '権限がありません'),
  merchantMismatch: m('商户与登录信息不符', 'Merchant does not match your login', 'El comercio no coincide con su sesión', '加盟店がログイン情報と一致しません'),
  notFound: m('记录不存在', 'Record not found', 'Registro no encontrado', 'レコードが存在しません'),
  conflict: m('状态冲突', 'State conflict', 'Conflicto de estado', '状態が競合しています'),
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
