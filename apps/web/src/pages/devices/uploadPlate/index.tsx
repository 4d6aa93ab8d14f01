import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import EmptyTraysPage from '../emptyTrays';
import AiUploadPage from '../aiUpload';

/** …/dishidentification/uploadplate: empty-tray photos that calibrate the machines, and pictures of AI dishes. */
export default function UploadPlatePage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'trays', label: t('devices.uploadPlate.trays'), children: <EmptyTraysPage /> },
        { key: 'dishes', label: t('devices.uploadPlate.dishPictures'), children: <AiUploadPage /> },
      ]}
    />
  );
}
