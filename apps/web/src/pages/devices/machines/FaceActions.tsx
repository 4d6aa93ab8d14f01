import { useState } from 'react';
import { Button, Popconfirm, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Device } from '@canteen/contract';
import { call } from '@/api';
import EditDialog from '@/components/ResourcePage/EditDialog';
import type { FieldDef } from '@/components/ResourcePage';

const PERSON_FIELDS: FieldDef[] = [
  { key: 'personId', label: 'devices.personId', type: 'number', required: true, min: 1 },
  { key: 'personName', label: 'devices.personName', type: 'text', required: true, maxLength: 50 },
  { key: 'photoUrl', label: 'devices.photoUrl', type: 'text', maxLength: 500 },
];

/** Commands for a face device, queued on the server and taken by the device with its next heartbeat. */
export default function FaceActions({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [creating, setCreating] = useState(false);

  const queue = async (endpointId: string, content: Record<string, unknown> = {}) => {
    await call(endpointId, { deviceId: device.deviceId, ...content });
    void notice.success(t('devices.commandQueued'));
  };
  const confirm = (endpointId: string, label: string) => (
    <Popconfirm title={t('devices.confirmCommand')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => queue(endpointId).catch(() => {})}>
      <Button type="link" size="small">
        {t(label)}
      </Button>
    </Popconfirm>
  );

  return (
    <>
      {noticeHolder}
      {confirm('devices.faceInit', 'devices.faceInit')}
      <Button type="link" size="small" onClick={() => setCreating(true)}>
        {t('devices.faceCreatePerson')}
      </Button>
      {confirm('devices.faceResetPerson', 'devices.faceResetPerson')}
      {confirm('devices.faceSetTime', 'devices.faceSetTime')}
      {creating && (
        <EditDialog
          mode="add"
          initialValues={{ photoUrl: '' }}
          fields={PERSON_FIELDS}
          options={new Map()}
          save={(values) => queue('devices.faceCreatePerson', { ...values, photoUrl: String(values.photoUrl ?? '').trim() })}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
