import { m } from './text';

/** Uploaded files (docs/SECURITY.md "Uploaded files"). */
export const filesMessages = {
  uploadKeyForbidden: m(
    '没有上传此类图片的权限（需要对应的菜单，例如更换 Logo 需要“商户设置”）',
    'You may not upload this kind of image (it needs its menu; replacing the logo needs Merchant settings)',
    'No puede subir este tipo de imagen (necesita su menú; cambiar el logotipo necesita Ajustes del comercio)',
    'この種類の画像をアップロードする権限がありません（対応するメニューが必要です。ロゴの変更には「加盟店設定」が必要です）',
  ),
};
