import Cookies from 'js-cookie';
import { getSizeCookie, setSizeCookie } from '@/api';
import { createStore, useStore } from './store';

/** Below this width the sidebar closes by itself (spec §9). */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 222;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
const SIDEBAR_COOKIE = 'sidebarStatus';

export const SIZES = ['large', 'medium', 'small'] as const;
export type UiSize = (typeof SIZES)[number];
const isSize = (value: unknown): value is UiSize => (SIZES as readonly unknown[]).includes(value);

export interface AppState {
  sidebarOpened: boolean;
  /** Set when the sidebar closed because the window narrowed: no animation. */
  withoutAnimation: boolean;
  device: 'desktop' | 'mobile';
  size: UiSize;
}

export const appStore = createStore<AppState>({
  sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0',
  withoutAnimation: false,
  device: 'desktop',
  size: isSize(getSizeCookie()) ? (getSizeCookie() as UiSize) : 'medium',
});

export const useAppState = () => useStore(appStore);

export function setSidebar(opened: boolean, withoutAnimation = false): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
  appStore.set((state) => ({ ...state, sidebarOpened: opened, withoutAnimation }));
}

export const toggleSidebar = () => setSidebar(!appStore.get().sidebarOpened);

export function setDevice(device: AppState['device']): void {
  if (appStore.get().device !== device) appStore.set((state) => ({ ...state, device }));
}

export function setSize(size: UiSize): void {
  setSizeCookie(size);
  appStore.set((state) => ({ ...state, size }));
}
