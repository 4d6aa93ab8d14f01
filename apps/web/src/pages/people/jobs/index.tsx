import type { Job } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { useRemoveRow } from '../shared/useRemoveRow';

const pageEndpoint = 'peopleMaster.jobPage';
const removeEndpoint = 'peopleMaster.jobRemove';

const fields = fieldsFrom<'peopleMaster.jobAdd', Job, 'peopleMaster.jobEdit'>(['peopleMaster.jobAdd', 'peopleMaster.jobEdit'], [
  { key: 'jobName', label: 'peopleMaster.job.name', type: 'text', inSearch: true },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number' },
  { key: 'personCount', label: 'peopleMaster.common.personCount', type: 'number', inForm: false },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea' },
]);

/** Job positions (/personal/personallabel/position, menu 703010). */
export default function JobsPage() {
  const { holder, remove } = useRemoveRow(pageEndpoint);
  return (
    <>
      {holder}
      <ResourcePage
        title="/personal/personallabel/position"
        rowKey="jobId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        addEndpoint="peopleMaster.jobAdd"
        editEndpoint="peopleMaster.jobEdit"
        extraActions={(row) => <RemoveAction onConfirm={() => remove(removeEndpoint, { jobId: row.jobId })} />}
      />
    </>
  );
}
