import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { setMessageApi } from '@/api/feedback';
import { isLanguage, type Language } from '@/i18n';
import { useAppState } from './appState';
import { LoadingOverlay } from './LoadingOverlay';
import { useSettings } from './settings';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };

/** Hands antd's context-aware message API to the request client. */
function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

/** antd follows the language (locale), the theme colour and the UI size. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { theme } = useSettings();
  const { size } = useAppState();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={size} theme={{ token: { colorPrimary: theme } }}>
      <App>
        <MessageBridge />
        <LoadingOverlay />
        {children}
      </App>
    </ConfigProvider>
  );
}
