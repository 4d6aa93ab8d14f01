import type { CustChronic } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { endpointOf } from '@/api/endpoints';
import { useRemoveRow } from '../position/useRemoveRow';

const pageEndpoint = endpointOf('peopleMaster.chronicPage');
const removeEndpoint = endpointOf('peopleMaster.chronicRemove');

const fields: FieldDef<CustChronic>[] = [
  { key: 'chronicName', label: 'peopleMaster.chronic.name', type: 'text', required: true, inSearch: true, maxLength: 50 },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number', min: 0, max: 9999 },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea', maxLength: 200 },
  { key: 'createdAt', label: 'peopleMaster.common.createdAt', type: 'datetime', inForm: false },
];

/** Chronic illnesses (/personal/personnal/sick, menu 704020): the list people's records and the health centre choose from. */
export default function SickPage() {
  const { holder, remove } = useRemoveRow(pageEndpoint.id);
  return (
    <>
      {holder}
      <ResourcePage<CustChronic>
        title="/personal/personnal/sick"
        rowKey="chronicId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        addEndpoint={endpointOf('peopleMaster.chronicAdd')}
        editEndpoint={endpointOf('peopleMaster.chronicEdit')}
        extraActions={(row) => <RemoveAction onConfirm={() => remove(removeEndpoint, { chronicId: row.chronicId })} />}
      />
    </>
  );
}
