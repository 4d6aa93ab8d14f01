import { PAYMENT_BANKS, type CloudPos } from '@canteen/contract';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';
import { canteenChoices } from '@/pages/canteens/options';

export const bankChoices: FieldOption[] = PAYMENT_BANKS.map((bank) => ({ value: bank, label: `settings.paymentBank.${bank}` }));

const fields = fieldsFrom<'settings.cloudPosAdd', CloudPos, 'settings.cloudPosEdit'>(['settings.cloudPosAdd', 'settings.cloudPosEdit'], [
  { key: 'bank', label: 'settings.cloudPos.bank', type: 'select', options: bankChoices, required: true, inSearch: true },
  { key: 'terminalNo', label: 'settings.cloudPos.terminalNo', type: 'text', inSearch: true },
  { key: 'name', label: 'settings.cloudPos.name', type: 'text' },
  { key: 'canteenId', label: 'settings.cloudPos.canteen', type: 'select', options: canteenChoices, inSearch: true },
  { key: 'enabled', label: 'settings.enabled', type: 'switch', inSearch: true },
  { key: 'remark', label: 'settings.cloudPos.remark', type: 'textarea' },
  { key: 'createdAt', label: 'settings.createdAt', type: 'datetime', inForm: false },
]);

/** Cloud POS terminals registered with the merchant's payment banks (menu 211000). */
export default function CloudPosPage() {
  return (
    <ResourcePage
      title="settings.cloudPos.title"
      rowKey="id"
      fields={fields}
      pageEndpoint="settings.cloudPosPage"
      addEndpoint="settings.cloudPosAdd"
      editEndpoint="settings.cloudPosEdit"
      removeEndpoint="settings.cloudPosRemove"
    />
  );
}
