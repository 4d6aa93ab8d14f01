import type { FormRule } from 'antd';

type T = (key: string) => string;

/** The server's rules (contract admin.ts, isStrongEnough), checked before sending; the server checks again. */
export const usernameRules = (t: T): FormRule[] => [{ pattern: /^[A-Za-z0-9_.@-]{3,32}$/, message: t('admin.user.usernameRule') }];

export const passwordRules = (t: T): FormRule[] => [
  {
    validator: (_, value: unknown) =>
      typeof value !== 'string' || value === '' || (value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.user.passwordRule'))),
  },
];

export const phoneRules = (t: T): FormRule[] => [{ pattern: /^$|^[0-9+\- ]{5,20}$/, message: t('admin.user.phoneRule') }];
