import { m } from './text';

/** Login limits, password transport and user names (docs/SECURITY.md). */
export const authMessages = {
  rateLimitedSeconds: m('尝试次数过多，请{seconds}秒后再试', 'Too many attempts; wait {seconds} s and try again', 'Demasiados intentos; espere {seconds} s e inténtelo de nuevo', '試行回数が多すぎます。{seconds}秒後に再試行してください'),
  passwordStale: m('密码加密已过期，请检查系统时间后重试', 'The encrypted password has expired; check the clock and try again', 'La contraseña cifrada ha caducado; revise la hora del sistema e inténtelo de nuevo', '暗号化されたパスワードの有効期限が切れました。時刻を確認して再試行してください'),
  passwordReplayed: m('该加密密码已使用过，请重新提交', 'This encrypted password was already used; submit again', 'Esta contraseña cifrada ya se usó; envíela de nuevo', 'この暗号化されたパスワードは使用済みです。もう一度送信してください'),
  usernameUnavailable: m('该用户名不可用，请换一个', 'This user name cannot be used; choose another', 'Este nombre de usuario no se puede usar; elija otro', 'このユーザー名は使用できません。別の名前を選んでください'),
};
