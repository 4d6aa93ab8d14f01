import type { UserInfo } from '@canteen/contract';
import { call, getToken, removeToken, login } from '@/api';
import { setMerchantTimeZone } from './clock';
import { createStore, useStore } from './store';
import { tagsStore } from './tags';

/** The signed-in user (spec §3 session user): the token, the user's info and the roles (menu ids). */
export interface SessionState {
  token: string | undefined;
  user: UserInfo | null;
  roles: number[];
  /** The user's info has been loaded in this page. */
  hasRoles: boolean;
}

const signedOut = (): SessionState => ({ token: undefined, user: null, roles: [], hasRoles: false });

export const sessionStore = createStore<SessionState>({ ...signedOut(), token: getToken() });

export const useSession = () => useStore(sessionStore);

export async function signIn(username: string, password: string): Promise<void> {
  const reply = await login(username, password);
  sessionStore.set({ ...signedOut(), token: reply.access_token });
}

let loadingUser: Promise<UserInfo> | null = null;

/** Fetches the user's info once (however many times the guard asks) and keeps its menu ids as the roles. */
export function loadUserInfo(): Promise<UserInfo> {
  loadingUser ??= call('admin.userInfo', {}, { silent: true })
    .then((user) => {
      // Set before the pages see the user, so they never show a time in the default zone first.
      setMerchantTimeZone(user.timeZone);
      sessionStore.set((state) => ({ ...state, user, roles: user.menuIdList, hasRoles: true }));
      return user;
    })
    .finally(() => {
      loadingUser = null;
    });
  return loadingUser;
}

/** Clears the token and roles locally (spec §4 reset token). */
export function resetToken(): void {
  removeToken();
  setMerchantTimeZone(undefined);
  sessionStore.set(signedOut());
}

/** Revokes the token on the server, then clears token, roles and the open tabs. */
export async function logout(): Promise<void> {
  try {
    await call('auth.logout', {}, { silent: true });
  } catch {
    // Signed out locally all the same; the server expires the token on its own.
  }
  resetToken();
  tagsStore.set([]);
}
