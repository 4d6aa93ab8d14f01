import { useState } from 'react';
import { Button, Dropdown, Modal, message } from 'antd';
import { DownOutlined } from '@ant-design/icons';
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

/** The face commands the menu sends after a confirmation (the endpoint's id is the menu key and the title key). */
type ConfirmedCommand = 'devices.faceInit' | 'devices.faceResetPerson' | 'devices.faceSetTime';

/** Commands for a face device, queued on the server and taken by the device with its next heartbeat. */
export default function FaceActions({ device }: { device: Device }) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [creating, setCreating] = useState(false);

  const queued = () => void notice.success(t('devices.commandQueued'));
  /** Commands that only need a confirmation; creating a person asks for the person first. */
  const [pending, setPending] = useState<ConfirmedCommand | null>(null);

  return (
    <>
      {noticeHolder}
      <Dropdown
        trigger={['click']}
        menu={{
          items: ['devices.faceInit', 'devices.faceCreatePerson', 'devices.faceResetPerson', 'devices.faceSetTime'].map((key) => ({ key, label: t(key) })),
          onClick: ({ key }) => (key === 'devices.faceCreatePerson' ? setCreating(true) : setPending(key as ConfirmedCommand)),
        }}
      >
        <Button type="link" size="small">
          {t('devices.faceCommands')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={pending !== null}
        title={pending ? t(pending) : ''}
        okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        onCancel={() => setPending(null)}
        onOk={() => {
          const endpointId = pending!;
          setPending(null);
          return call(endpointId, { deviceId: device.deviceId }).then(queued, () => {});
        }}
      >
        {t('devices.confirmCommand')}
      </Modal>
      {creating && (
        <EditDialog
          mode="add"
          initialValues={{ photoUrl: '' }}
          fields={PERSON_FIELDS}
          options={new Map()}
          save={async (values) => {
            await call('devices.faceCreatePerson', {
              deviceId: device.deviceId,
              personId: values.personId as number,
              personName: String(values.personName),
              photoUrl: String(values.photoUrl ?? '').trim(),
            });
            queued();
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
