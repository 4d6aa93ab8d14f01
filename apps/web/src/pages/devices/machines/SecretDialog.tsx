import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The device secret, shown once: the server keeps only its hash. */
export default function SecretDialog({ serialNumber, secret, onClose }: { serialNumber: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('devices.secretTitle')} okText={t('widgets.common.ok')} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} mask={{ closable: false }}>
      <Alert type="warning" showIcon message={t('devices.secretOnce')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('devices.serialNumber')}>{serialNumber}</Descriptions.Item>
        <Descriptions.Item label={t('devices.secret')}>
          <Typography.Text code copyable={{ text: secret, tooltips: [t('devices.copy'), t('devices.copied')] }}>
            {secret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
