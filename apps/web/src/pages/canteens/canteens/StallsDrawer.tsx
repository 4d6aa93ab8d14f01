import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Canteen, type Stall } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';

const stallPage = 'canteens.stallPage';
const stallAdd = 'canteens.stallAdd';
const stallEdit = 'canteens.stallEdit';
const stallRemove = 'canteens.stallRemove';

const fields = fieldsFrom<'canteens.stallAdd', Stall, 'canteens.stallEdit'>(['canteens.stallAdd', 'canteens.stallEdit'], [
  { key: 'stallName', label: 'canteens.stall.name', type: 'text', inSearch: true },
  { key: 'contact', label: 'canteens.contact', type: 'text' },
  { key: 'phone', label: 'canteens.phone', type: 'text', maxLength: 20 },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit' },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);

/** The stalls of one canteen, listed and edited beside the canteen list. */
export default function StallsDrawer({ canteen, onClose }: { canteen: Canteen; onClose: () => void }) {
  const { t } = useTranslation();
  const fixedQuery = useMemo(() => ({ canteenId: canteen.canteenId }), [canteen.canteenId]);
  return (
    <Drawer open size={900} title={t('canteens.stall.title', { name: canteen.canteenName })} onClose={onClose} destroyOnHidden>
      <ResourcePage
        title="canteens.stall.list"
        rowKey="stallId"
        fields={fields}
        pageEndpoint={stallPage}
        addEndpoint={stallAdd}
        editEndpoint={stallEdit}
        removeEndpoint={stallRemove}
        fixedQuery={fixedQuery}
        fromForm={(content, _mode, row) => ({ ...(row ? { stallId: row.stallId, enabled: row.enabled } : {}), ...content, canteenId: canteen.canteenId })}
      />
    </Drawer>
  );
}
