import { useEffect, useState } from 'react';
import { App, Form, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, ApiError } from '@/api';
import ImageUpload from '@/components/ImageUpload';
import { LOGO_QUERY_KEY, useLogoConfig } from './logo';

interface LogoForm {
  logoUrl: string[];
  loginLogoUrl: string[];
}

const LOGO_UPLOAD_KEY = 'logo';
const asList = (url: string | undefined) => (url ? [url] : []);

/** Replace logo (spec §2.2, §5): one image each for the sidebar and the login page; saved only when valid. */
export function LogoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useLogoConfig();
  const [form] = Form.useForm<LogoForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ logoUrl: asList(data?.logoUrl), loginLogoUrl: asList(data?.loginLogoUrl) });
  }, [open, data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await call('settings.logoConfig', { logoUrl: values.logoUrl[0], loginLogoUrl: values.loginLogoUrl[0] }, { silent: true });
      void message.success(t('shell.logo.saved'));
      await queryClient.invalidateQueries({ queryKey: LOGO_QUERY_KEY });
      onClose();
    } catch (error) {
      const reason = error instanceof ApiError ? error.msg : '';
      void message.error(reason ? `${t('shell.logo.failed')}: ${reason}` : t('shell.logo.failed'));
    } finally {
      setSaving(false);
    }
  };

  const required = (message: string) => [{ type: 'array' as const, required: true, min: 1, message }];

  return (
    <Modal
      title={t('shell.user.replaceLogo')}
      open={open}
      width={1000}
      confirmLoading={saving}
      okText={t('shell.common.confirm')}
      cancelText={t('shell.common.cancel')}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item name="logoUrl" label={t('shell.logo.sidebar')} rules={required(t('shell.logo.sidebarRequired'))}>
          <ImageUpload limit={1} uploadKey={LOGO_UPLOAD_KEY} />
        </Form.Item>
        <Form.Item name="loginLogoUrl" label={t('shell.logo.login')} rules={required(t('shell.logo.loginRequired'))}>
          <ImageUpload limit={1} uploadKey={LOGO_UPLOAD_KEY} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
