import { Button } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The sidebar only opens the device-management group (/basesetting/machinemanage); the list of every device is
 * reached from each type's page (and from the breadcrumb and the header search).
 */
export default function AllDevicesButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<AppstoreOutlined />} onClick={() => void navigate('/basesetting/machinemanage')}>
      {t('devices.allDevices')}
    </Button>
  );
}
