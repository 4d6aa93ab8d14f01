import Cookies from 'js-cookie';

/** Values the console keeps in cookies (spec §9: token, merchant id, language, UI size). */
export const TOKEN_COOKIE = 'Admin-Token';
export const MERCHANT_COOKIE = 'MERCHANT-ID';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => void Cookies.set(TOKEN_COOKIE, token);
export const removeToken = (): void => Cookies.remove(TOKEN_COOKIE);

export const getMerchantId = (): string | undefined => Cookies.get(MERCHANT_COOKIE) || undefined;
export const setMerchantId = (merchantId: number | string): void => void Cookies.set(MERCHANT_COOKIE, String(merchantId));

export const getLanguageCookie = (): string | undefined => Cookies.get(LANGUAGE_COOKIE);
export const setLanguageCookie = (language: string): void => void Cookies.set(LANGUAGE_COOKIE, language);

export const getSizeCookie = (): string | undefined => Cookies.get(SIZE_COOKIE);
export const setSizeCookie = (size: string): void => void Cookies.set(SIZE_COOKIE, size);
