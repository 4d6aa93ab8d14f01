import { Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AiDish } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { aiCanteenChoices } from '../aiOptions';
import AiNav from '../aiNav';

function Pictures({ dish }: { dish: AiDish }) {
  const { t } = useTranslation();
  if (!dish.pictures.length) return <Typography.Text type="secondary">{t('devicesAi.noPictures')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap>
        {dish.pictures.slice(0, 6).map((p) => (
          <Image key={p.pictureId} src={p.url} width={40} height={40} alt={dish.dishName} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

const fields = fieldsFrom<'devicesAi.dishAdd', AiDish, 'devicesAi.dishUpdate'>(['devicesAi.dishAdd', 'devicesAi.dishUpdate'], [
  { key: 'canteenId', label: 'devicesAi.canteen', type: 'select', inSearch: true, inForm: 'add', options: aiCanteenChoices },
  { key: 'dishNumber', label: 'devicesAi.dishNumber', type: 'number', inSearch: true },
  { key: 'dishName', label: 'devicesAi.dishName', type: 'text', inSearch: true },
  { key: 'enabled', label: 'devicesAi.enabled', type: 'switch', inSearch: true },
  { key: 'pictureCount', label: 'devicesAi.pictureCount', type: 'number', inForm: false },
  { key: 'pictures', label: 'devicesAi.pictures', type: 'text', inForm: false, render: (_v, row) => <Pictures dish={row} /> },
]);

/** AI dish pictures (…/dishidentification/menuaipicture): the recognition catalogue of each canteen. */
export default function AiDishesPage() {
  return (
    <>
      <AiNav />
      <ResourcePage
      title="/basesetting/machinemanage/dishidentification/menuaipicture"
      rowKey="aiDishId"
      fields={fields}
      pageEndpoint="devicesAi.dishPage"
      addEndpoint="devicesAi.dishAdd"
      editEndpoint="devicesAi.dishUpdate"
      removeEndpoint="devicesAi.dishRemove"
      fromForm={(content, mode, row) => (mode === 'edit' && row ? { aiDishId: row.aiDishId, dishId: row.dishId, ...content } : { enabled: true, ...content })}
    />
    </>
  );
}
