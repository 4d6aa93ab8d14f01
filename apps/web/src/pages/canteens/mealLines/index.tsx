import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type MealLine } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { canteenChoices, stallChoices } from '../options';

const pageEndpoint = 'canteens.mealLinePage';
const addEndpoint = 'canteens.mealLineAdd';
const editEndpoint = 'canteens.mealLineEdit';
const removeEndpoint = 'canteens.mealLineRemove';

const fields = fieldsFrom<'canteens.mealLineAdd', MealLine, 'canteens.mealLineEdit'>(['canteens.mealLineAdd', 'canteens.mealLineEdit'], [
  { key: 'mealLineName', label: 'canteens.mealLine.name', type: 'text', inSearch: true },
  // The canteen is chosen when the line is added; devices bound to it stay in that canteen.
  { key: 'canteenId', label: 'canteens.canteen.name', type: 'select', inSearch: true, inForm: 'add', options: canteenChoices },
  { key: 'stallId', label: 'canteens.stall.name', type: 'select', options: stallChoices },
  { key: 'sort', label: 'canteens.sort', type: 'number' },
  { key: 'deviceCount', label: 'canteens.mealLine.deviceCount', type: 'number', inForm: false },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit', inSearch: true },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);

export const mealLineDetailPath = (id: number) => `/basesetting/machinemanage/mealLineDetail?id=${id}`;

/** Meal lines (/basesetting/mealLine, menu 203000): the pick-up lines of each canteen that devices bind to. */
export default function MealLinesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourcePage
      title="/basesetting/mealLine"
      rowKey="mealLineId"
      fields={fields}
      pageEndpoint={pageEndpoint}
      addEndpoint={addEndpoint}
      editEndpoint={editEndpoint}
      removeEndpoint={removeEndpoint}
      fromForm={(content, _mode, row) => (row ? { mealLineId: row.mealLineId, enabled: row.enabled, ...content } : content)}
      extraActions={(row) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(mealLineDetailPath(row.mealLineId))}>
          {t('canteens.mealLine.detail')}
        </Button>
      )}
    />
  );
}
