import { useState } from 'react';
import { Card, Form, Select, Upload, message } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@canteen/contract';
import { upload } from '@/api';
import { aiCanteenChoices, aiDishLabel, loadAiDishes } from '../aiOptions';
import AiNav from '../aiNav';

/** Uploading pictures (…/dishidentification/uploadplate): pictures of a dish for the recognition model. */
export default function AiUploadPage() {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [canteenId, setCanteenId] = useState<number>();
  const [aiDishId, setAiDishId] = useState<number>();
  const canteens = useQuery({ queryKey: ['devicesAi.canteenList'], queryFn: aiCanteenChoices });
  const dishes = useQuery({ queryKey: ['devicesAi.dishAll', canteenId], queryFn: () => loadAiDishes(canteenId), enabled: Boolean(canteenId) });

  const send = async (file: File) => {
    if (!aiDishId) return; // the upload is disabled until a dish is chosen
    if (file.size >= IMAGE_MAX_BYTES) {
      void notice.error(t('devicesAi.upload.tooBig'));
      return;
    }
    try {
      await upload('devicesAi.pictureUpload', file, { aiDishId });
      void notice.success(t('devicesAi.upload.done', { name: file.name }));
    } catch {
      // the request client has shown the server's reason
    }
  };

  return (
    <Card>
      {holder}
      <AiNav />
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('devicesAi.canteen')}>
          <Select
            style={{ width: 200 }}
            aria-label={t('devicesAi.canteen')}
            placeholder={t('devicesAi.canteen')}
            value={canteenId}
            onChange={(v: number) => {
              setCanteenId(v);
              setAiDishId(undefined);
            }}
            options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))}
          />
        </Form.Item>
        <Form.Item label={t('devicesAi.upload.dish')}>
          <Select
            style={{ width: 260 }}
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('devicesAi.upload.dish')}
            placeholder={t('devicesAi.upload.dish')}
            disabled={!canteenId}
            value={aiDishId}
            onChange={(v: number) => setAiDishId(v)}
            options={(dishes.data ?? []).map((d) => ({ value: d.aiDishId, label: aiDishLabel(d) }))}
            notFoundContent={t('devicesAi.upload.noDishes')}
          />
        </Form.Item>
      </Form>
      <Upload.Dragger
        multiple
        accept=".jpg,.jpeg,.png,.gif,.bmp"
        disabled={!aiDishId}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t(aiDishId ? 'devicesAi.upload.hint' : 'devicesAi.upload.chooseDish')}</p>
      </Upload.Dragger>
    </Card>
  );
}
