import type { ReactElement, ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import zhWidgets from '@/i18n/zh/widgets';

/** An i18next instance with the widget texts in Chinese (the default language), set up like the console's; `texts` adds a test's own keys. */
export function widgetI18n(texts: Record<string, string> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh',
    resources: { zh: { translation: { ...zhWidgets, ...texts } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders a widget inside the providers the console gives it: i18n (zh) and a fresh query client. */
export function renderWidget(ui: ReactElement, texts?: Record<string, string>) {
  const i18n = widgetI18n(texts);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** antd puts a space between two Chinese characters on a button ('打 印'); this matches the name either way. */
export function spaced(text: string): RegExp {
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${[...text].map(escape).join('\\s?')}\\s*$`);
}

/**
 * The open dialog showing `text`. (antd names every dialog by the same id under test, and a dialog being
 * closed stays in the page while it animates, so the role query alone cannot tell them apart.)
 */
export function dialogWith(text: string | RegExp): HTMLElement {
  const found = screen
    .getAllByRole('dialog')
    .filter((d) => !d.className.includes('-leave') && within(d).queryAllByText(text).length > 0);
  if (found.length !== 1) throw new Error(`expected one open dialog showing ${String(text)}, found ${found.length}`);
  return found[0];
}
