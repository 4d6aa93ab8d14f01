import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A public route outside the layout, so it brings its own landmark and heading. */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main>
      <Result
        status="404"
        title={<h1 className="not-found-title">404</h1>}
        subTitle={t('shell.notFound.message')}
        extra={
          <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
            {t('shell.notFound.home')}
          </Button>
        }
      />
    </main>
  );
}
