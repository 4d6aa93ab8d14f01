import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from './guard';

/** A menu entry whose service is not built yet (spec §1). */
export function NotOpen() {
  const { t } = useTranslation();
  return <Result status="info" title={t('shell.notOpen')} />;
}

/** A public entry of the spec (registration, auto login…) whose service is not built yet: outside the layout. */
export default function PublicNotOpen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Outside the layout, so it brings its own landmark and heading.
  return (
    <main>
      <Result
        status="info"
        title={<h1 className="not-found-title">{t('shell.notOpen')}</h1>}
        extra={
          <Button type="primary" onClick={() => void navigate(LOGIN_PATH)}>
            {t('shell.backToLogin')}
          </Button>
        }
      />
    </main>
  );
}
