import type { CustChronic } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { useRemoveRow } from '../shared/useRemoveRow';

const pageEndpoint = 'peopleMaster.chronicPage';
const removeEndpoint = 'peopleMaster.chronicRemove';

const fields: FieldDef<CustChronic>[] = [
  { key: 'chronicName', label: 'peopleMaster.chronic.name', type: 'text', required: true, inSearch: true, maxLength: 50 },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number', min: 0, max: 9999 },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea', maxLength: 200 },
  { key: 'createdAt', label: 'peopleMaster.common.createdAt', type: 'datetime', inForm: false },
];

/** Chronic illnesses (/personal/personnal/sick, menu 704020): the list people's records and the health centre choose from. */
export default function ChronicsPage() {
  const { holder, remove } = useRemoveRow(pageEndpoint);
  return (
    <>
      {holder}
      <ResourcePage
        title="/personal/personnal/sick"
        rowKey="chronicId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        addEndpoint="peopleMaster.chronicAdd"
        editEndpoint="peopleMaster.chronicEdit"
        extraActions={(row) => <RemoveAction onConfirm={() => remove(removeEndpoint, { chronicId: row.chronicId })} />}
      />
    </>
  );
}
