import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoginError } from '@/api';
import { safeRedirect } from './guard';
import { LanguageSelect } from './LanguageSelect';
import { useLogoConfig } from './logo';
import { signIn } from './session';
import './shell.css';

interface Credentials {
  username: string;
  password: string;
}

/**
 * The server describes a refusal in the language sent with the login (Accept-Language), so its words
 * are shown; a refusal without a description is named from its OAuth code when the code is known.
 */
function useLoginErrorText() {
  const { t, i18n } = useTranslation();
  return (error: LoginError) => {
    if (error.description) return error.description;
    const key = `shell.login.error.${error.error}`;
    return i18n.exists(key) ? t(key) : error.error;
  };
}

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: logo } = useLogoConfig();
  const errorText = useLoginErrorText();
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (cause) {
      // Transport failures were shown by the client; a refused login is shown here.
      if (cause instanceof LoginError) setError(cause);
      else console.error(cause);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-container">
      <div className="login-language">
        <LanguageSelect />
      </div>
      <Card className="login-card">
        <div className="login-header">
          {logo?.loginLogoUrl && <img className="login-logo" src={logo.loginLogoUrl} alt="" />}
          <Typography.Title level={1} className="login-title">
            {t('/login')}
          </Typography.Title>
        </div>
        {error && <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 16 }} />}
        <Form<Credentials> size="large" onFinish={(values) => void submit(values)} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('shell.login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('shell.login.username')} aria-label={t('shell.login.username')} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('shell.login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('shell.login.password')} aria-label={t('shell.login.password')} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('shell.login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
