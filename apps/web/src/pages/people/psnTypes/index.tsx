import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PsnType } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { RemoveAction } from '@/components/ResourcePage/RowActions';
import { useRemoveRow } from '../shared/useRemoveRow';
import Grades from './Grades';

const pageEndpoint = 'peopleMaster.psnTypePage';
const removeEndpoint = 'peopleMaster.psnTypeRemove';

const fields = fieldsFrom<'peopleMaster.psnTypeAdd', PsnType, 'peopleMaster.psnTypeEdit'>(['peopleMaster.psnTypeAdd', 'peopleMaster.psnTypeEdit'], [
  { key: 'psnTypeName', label: 'peopleMaster.psnType.name', type: 'text', inSearch: true },
  { key: 'sort', label: 'peopleMaster.common.sort', type: 'number' },
  { key: 'personCount', label: 'peopleMaster.common.personCount', type: 'number', inForm: false },
  { key: 'remark', label: 'peopleMaster.common.remark', type: 'textarea' },
]);

function PsnTypes() {
  const { holder, remove } = useRemoveRow(pageEndpoint);
  return (
    <>
      {holder}
      <ResourcePage
        title="/personal/personallabel/psnType"
        rowKey="psnTypeId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        addEndpoint="peopleMaster.psnTypeAdd"
        editEndpoint="peopleMaster.psnTypeEdit"
        extraActions={(row) => <RemoveAction onConfirm={() => remove(removeEndpoint, { psnTypeId: row.psnTypeId })} />}
      />
    </>
  );
}

/** Person types and person grades (/personal/personallabel/psnType, menu 703020), one tab each. */
export default function PsnTypesPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'types', label: t('peopleMaster.psnType.tab'), children: <PsnTypes /> },
        { key: 'grades', label: t('peopleMaster.grade.tab'), children: <Grades /> },
      ]}
    />
  );
}
