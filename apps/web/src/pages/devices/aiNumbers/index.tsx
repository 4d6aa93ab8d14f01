import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { aiCanteenChoices } from '../aiOptions';
import AiNav from '../aiNav';

const fields: FieldDef[] = [
  { key: 'canteenId', label: 'devicesAi.canteen', type: 'select', inSearch: true, options: aiCanteenChoices },
  { key: 'dishNumber', label: 'devicesAi.dishNumber', type: 'number', inSearch: true, min: 1, max: 999999 },
  { key: 'dishName', label: 'devicesAi.dishName', type: 'text', inSearch: true },
  { key: 'enabled', label: 'devicesAi.enabled', type: 'switch' },
  { key: 'pictureCount', label: 'devicesAi.pictureCount', type: 'number' },
  { key: 'lastPictureAt', label: 'devicesAi.lastPictureAt', type: 'datetime' },
  { key: 'recognisedCount', label: 'devicesAi.recognisedCount', type: 'number' },
];

/** Registration info (…/dishidentification/zhuceinfo): each dish number with the pictures registered for it. */
export default function AiNumbersPage() {
  return (
    <>
      <AiNav />
      <ResourcePage
      title="/basesetting/machinemanage/dishidentification/zhuceinfo"
      rowKey="aiDishId"
      fields={fields}
      pageEndpoint="devicesAi.numberPage"
    />
    </>
  );
}
