import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.notFound.message')}
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('shell.notFound.home')}
        </Button>
      }
    />
  );
}
