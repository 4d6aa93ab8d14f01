import { useTranslation } from 'react-i18next';

/**
 * The loading state of index.html, drawn by React while the first page's chunk (login, the shell) loads, so the
 * screen goes on from the static one without a blank. Its CSS lives in index.html, which is there before any chunk.
 */
export function BootLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot" role="status">
      <p className="boot-name">{t('shell.appName')}</p>
      <div className="boot-spinner" aria-hidden="true" />
      <p className="boot-text">{t('shell.loading')}</p>
    </div>
  );
}
