import Cookies from 'js-cookie';

/** Values the console keeps in cookies (spec §9: token, merchant id, language, UI size). */
export const TOKEN_COOKIE = 'Admin-Token';
export const MERCHANT_COOKIE = 'MERCHANT-ID';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';

/** Where the login's signing key is kept: beside the token, but never sent along with requests as a cookie would be. */
export const SIGN_KEY_STORAGE = 'canteen.signKey';

// The token never leaves for another site, and travels only over TLS when the console is served over TLS.
const tokenCookie = (): Cookies.CookieAttributes => ({ sameSite: 'strict', secure: globalThis.location?.protocol === 'https:' });

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;
/** Keeps a login: its token and the key that signs its envelopes (DESIGN §3). */
export const setToken = (token: string, signKey: string): void => {
  Cookies.set(TOKEN_COOKIE, token, tokenCookie());
  localStorage.setItem(SIGN_KEY_STORAGE, signKey);
};
export const getSignKey = (): string | undefined => localStorage.getItem(SIGN_KEY_STORAGE) || undefined;
export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE, tokenCookie());
  localStorage.removeItem(SIGN_KEY_STORAGE);
};

export const getMerchantId = (): string | undefined => Cookies.get(MERCHANT_COOKIE) || undefined;
export const setMerchantId = (merchantId: number | string): void => void Cookies.set(MERCHANT_COOKIE, String(merchantId));

export const getLanguageCookie = (): string | undefined => Cookies.get(LANGUAGE_COOKIE);
export const setLanguageCookie = (language: string): void => void Cookies.set(LANGUAGE_COOKIE, language);

export const getSizeCookie = (): string | undefined => Cookies.get(SIZE_COOKIE);
export const setSizeCookie = (size: string): void => void Cookies.set(SIZE_COOKIE, size);
