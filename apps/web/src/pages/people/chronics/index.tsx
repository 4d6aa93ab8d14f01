import type { Chronic } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { useRemoveRow } from '../shared/useRemoveRow';

const pageEndpoint = 'peopleMaster.chronicPage';
const removeEndpoint = 'peopleMaster.chronicRemove';

const fields = fieldsFrom<'peopleMaster.chronicAdd', Chronic, 'peopleMaster.chronicEdit'>(['peopleMaster.chronicAdd', 'peopleMaster.chronicEdit'], [
  { key: 'chronicName', label: 'peopleMaster.chronic.name', type: 'text', inSearch: true },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number' },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea' },
  { key: 'createdAt', label: 'peopleMaster.common.createdAt', type: 'datetime', inForm: false },
]);

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
