import { useState } from 'react';
import { Button, Select, Space, Upload, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@canteen/contract';
import { upload } from '@/api';
import { loadTrayDevices } from '../extraOptions';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp';

/** Choose a dish recognition device, then its empty tray photo; the server checks the file by its content. */
export default function TrayUpload({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [toast, holder] = message.useMessage();
  const [deviceId, setDeviceId] = useState<number | undefined>();
  const devices = useQuery({ queryKey: ['devices.machinePage', 'trayDevices'], queryFn: loadTrayDevices });

  const send = async (file: File) => {
    if (!deviceId) return;
    if (file.size >= IMAGE_MAX_BYTES) {
      void toast.error(t('devices.emptyTray.tooLarge'));
      return;
    }
    try {
      await upload('devices.emptyTrayUpload', file, { deviceId });
    } catch {
      return; // the request client has shown why
    }
    void toast.success(t('devices.emptyTray.uploaded'));
    await queryClient.invalidateQueries({ queryKey: [pageId] });
  };

  return (
    <Space>
      {holder}
      <Select
        aria-label={t('devices.emptyTray.device')}
        placeholder={t('devices.emptyTray.device')}
        style={{ minWidth: 200 }}
        value={deviceId}
        onChange={setDeviceId}
        options={(devices.data ?? []).map((d) => ({ value: d.value as number, label: d.label }))}
        notFoundContent={t('devices.emptyTray.noDevices')}
      />
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        disabled={!deviceId}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} disabled={!deviceId}>
          {t('devices.emptyTray.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
