import { useState, type ReactNode } from 'react';
import { Button, Tabs } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type Canteen } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import StallsDrawer from './StallsDrawer';
import AreasTables from './AreasTables';
import DiningRooms from './DiningRooms';
import Rooms from './Rooms';
import Takeout from './Takeout';
import Labels from './Labels';

const canteenPage = 'canteens.canteenPage';
const canteenAdd = 'canteens.canteenAdd';
const canteenEdit = 'canteens.canteenEdit';
const canteenRemove = 'canteens.canteenRemove';

const fields = fieldsFrom<'canteens.canteenAdd', Canteen, 'canteens.canteenEdit'>(['canteens.canteenAdd', 'canteens.canteenEdit'], [
  { key: 'canteenName', label: 'canteens.canteen.name', type: 'text', inSearch: true },
  { key: 'address', label: 'canteens.canteen.address', type: 'text' },
  { key: 'contact', label: 'canteens.contact', type: 'text' },
  { key: 'phone', label: 'canteens.phone', type: 'text', maxLength: 20 },
  { key: 'stallCount', label: 'canteens.canteen.stallCount', type: 'number', inForm: false },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit', inSearch: true },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);

/** Canteen management (/basesetting/shopstalls, menu 201000): canteens with their stalls, and the places in them. */
export default function CanteensPage() {
  const { t } = useTranslation();
  const tab = (key: string, children: ReactNode) => ({ key, label: t(`canteens.tab.${key}`), children });
  return (
    <Tabs
      items={[
        tab('canteens', <CanteenList />),
        tab('areas', <AreasTables />),
        tab('dining', <DiningRooms />),
        tab('rooms', <Rooms />),
        tab('takeout', <Takeout />),
        tab('labels', <Labels />),
      ]}
    />
  );
}

function CanteenList() {
  const { t } = useTranslation();
  const [stallsOf, setStallsOf] = useState<Canteen | null>(null);
  return (
    <>
      <ResourcePage
        title="/basesetting/shopstalls"
        rowKey="canteenId"
        fields={fields}
        pageEndpoint={canteenPage}
        addEndpoint={canteenAdd}
        editEndpoint={canteenEdit}
        removeEndpoint={canteenRemove}
        print
        fromForm={(content, _mode, row) => ({ ...(row ? { canteenId: row.canteenId, enabled: row.enabled } : {}), ...content })}
        extraActions={(row) => (
          <Button type="link" size="small" icon={<ShopOutlined />} onClick={() => setStallsOf(row)}>
            {t('canteens.canteen.stalls')}
          </Button>
        )}
      />
      {stallsOf && <StallsDrawer canteen={stallsOf} onClose={() => setStallsOf(null)} />}
    </>
  );
}
