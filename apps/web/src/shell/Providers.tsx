import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { setMessageApi } from '@/api/feedback';
import { isLanguage, type Language } from '@/i18n';
import { useAppState } from './appState';
import { readableShade } from './contrast';
import { useFocusableScrollers } from './focusableScrollers';
import { LoadingOverlay } from './LoadingOverlay';
import { useSettings } from './settings';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

/** Hands antd's context-aware message API to the request client. */
function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

/** Secondary texts (placeholders, descriptions, breadcrumb, empty tables) at 0.56 black: 4.5:1 on #fafafa (antd: 0.25–0.45). */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.56)';

/** antd's tag colours (green, gold…): text in shade 7 on shade 1, darkened where that is under 4.5:1. */
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;
const BASE_TOKENS = antdTheme.getDesignToken() as unknown as Record<string, string>;
// Each shade has two token names (green7, green-7) that become one CSS variable (--ant-green-7): both are set.
const PRESET_TEXT = Object.fromEntries(
  PRESET_COLORS.flatMap((c) => {
    const shade = readableShade(BASE_TOKENS[`${c}7`], BASE_TOKENS[`${c}1`]);
    return [
      [`${c}7`, shade],
      [`${c}-7`, shade],
    ];
  }),
);

/**
 * antd's theme with text contrast of at least 4.5:1 (WCAG AA): the chosen theme colour in the darker
 * shade of its hue that reads as text on light greys (#f0f0f0: tab bars, table headers) and under white
 * text (primary buttons, the active tab of the tags view); the same for error and status texts.
 */
export function accessibleTheme(themeColor: string): ThemeConfig {
  const primary = readableShade(themeColor, '#f0f0f0');
  return {
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      // Error texts, danger links and buttons: antd's red 7 (5.6:1), its tints kept for backgrounds.
      colorError: '#cf1322',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorTextPlaceholder: SECONDARY_TEXT,
      colorTextDescription: SECONDARY_TEXT,
      colorTextTertiary: SECONDARY_TEXT,
      ...PRESET_TEXT,
    },
    components: {
      // An empty table's message is drawn in the disabled grey; it is text to read.
      Table: { colorTextDisabled: SECONDARY_TEXT },
      // Status tags write in the status colour on its tint; icons elsewhere keep antd's brighter green and amber.
      Tag: { colorSuccess: readableShade('#52c41a', '#f6ffed'), colorWarning: readableShade('#faad14', '#fffbe6') },
    },
  };
}

/** Buttons keep their label as written: antd would space two CJK characters ("保 存"), which screen readers spell. */
const BUTTON_CONFIG = { autoInsertSpace: false };

/** antd follows the language (locale), the theme colour and the UI size; wide tables can be scrolled from the keyboard. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { theme } = useSettings();
  const { size } = useAppState();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const themeConfig = useMemo(() => accessibleTheme(theme), [theme]);
  useFocusableScrollers();
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={size} theme={themeConfig} button={BUTTON_CONFIG}>
      <App>
        <MessageBridge />
        <LoadingOverlay />
        {children}
      </App>
    </ConfigProvider>
  );
}
