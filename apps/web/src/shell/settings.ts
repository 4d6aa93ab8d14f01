import { createStore, useStore } from './store';

/** The settings panel's choices (spec §3 settings state), kept in localStorage. */
export interface LayoutSettings {
  theme: string;
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  /**
   * Whether the top bar offers the settings panel at all: off by default (spec §9), turned on for a build
   * with VITE_SHOW_SETTINGS=true. A deployment's choice, not a user's: never taken from localStorage.
   */
  showSettings: boolean;
}

export const DEFAULT_THEME = '#1890ff';
export const THEME_PRESETS = ['#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d', '#409EFF'];
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_THEME,
  fixedHeader: false,
  tagsView: true,
  sidebarLogo: true,
  showSettings: import.meta.env.VITE_SHOW_SETTINGS === 'true',
};
const STORAGE_KEY = 'layout-settings';

function readSettings(): LayoutSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<LayoutSettings>;
    return { ...DEFAULT_SETTINGS, ...stored, showSettings: DEFAULT_SETTINGS.showSettings };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const settingsStore = createStore<LayoutSettings>(readSettings());

export const useSettings = () => useStore(settingsStore);

/** The choices the panel offers (everything but the deployment's showSettings). */
export type PanelSetting = Exclude<keyof LayoutSettings, 'showSettings'>;

export function changeSetting<K extends PanelSetting>(key: K, value: LayoutSettings[K]): void {
  settingsStore.set((settings) => ({ ...settings, [key]: value }));
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settingsStore.get()));
}
