import { useEffect } from 'react';
import { Checkbox, Form, InputNumber, Switch, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_TYPES, ORDER_SOURCES, type Device, type InputOf } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';

type Values = Pick<InputOf<'devices.loginTypesSave'>, 'loginTypes'> &
  Pick<InputOf<'devices.deskControlSave'>, 'enabled' | 'tableRequired' | 'maxDiners'> &
  Pick<InputOf<'devices.sourceControlSave'>, 'sources'>;

/** A device's own settings: identification modes (login types), desk control and source control. */
export default function SettingsDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [notice, noticeHolder] = message.useMessage();

  useEffect(() => {
    void Promise.all([
      call('devices.deskControlGet', { deviceId: device.deviceId }),
      call('devices.sourceControlGet', { deviceId: device.deviceId }),
    ]).then(([desk, source]) => form.setFieldsValue({ loginTypes: device.loginTypes, ...desk, sources: source.sources }));
  }, [device, form]);

  const save = async (v: Values) => {
    await call('devices.loginTypesSave', { deviceId: device.deviceId, loginTypes: v.loginTypes });
    await call('devices.deskControlSave', { deviceId: device.deviceId, enabled: v.enabled, tableRequired: v.tableRequired, maxDiners: v.maxDiners });
    await call('devices.sourceControlSave', { deviceId: device.deviceId, sources: v.sources });
    void notice.success(t('widgets.resource.edited'));
  };

  return (
    <FormDialog<Values>
      form={form}
      name="deviceSettings"
      title={`${t('devices.settings')} · ${device.name}`}
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 16 }}
      initialValues={{ loginTypes: device.loginTypes, enabled: false, tableRequired: false, maxDiners: 10, sources: [] }}
      maskClosable
      submitOnEnter={false}
      header={noticeHolder}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item name="loginTypes" label={t('devices.loginTypes')}>
        <Checkbox.Group options={LOGIN_TYPES.map((v) => ({ value: v, label: t(`devices.loginType.${v}`) }))} />
      </Form.Item>
      <Form.Item name="enabled" label={t('devices.deskControl')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="tableRequired" label={t('devices.tableRequired')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="maxDiners" label={t('devices.maxDiners')} rules={[{ required: true, message: t('devices.maxDinersRule') }]}>
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="sources" label={t('devices.sourceControl')}>
        <Checkbox.Group options={ORDER_SOURCES.map((v) => ({ value: v, label: t(`devices.source.${v}`) }))} />
      </Form.Item>
    </FormDialog>
  );
}
