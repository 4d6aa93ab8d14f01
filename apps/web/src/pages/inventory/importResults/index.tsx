import { useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportRecord, ImportRowError } from '@canteen/contract';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { inboundDetailPath } from '../shared/documents';

const KIND_OPTIONS: FieldOption[] = [
  { value: 'inbound', label: 'inventoryDocuments.importKind.inbound' },
  { value: 'houseMaterial', label: 'inventoryDocuments.importKind.houseMaterial' },
];

const fields: FieldDef<ImportRecord>[] = [
  { key: 'createdAt', label: 'inventoryDocuments.import.at', type: 'datetime', width: 160 },
  { key: 'kind', label: 'inventoryDocuments.import.kind', type: 'select', options: KIND_OPTIONS, inSearch: true, width: 120 },
  { key: 'fileName', label: 'inventoryDocuments.import.fileName', type: 'text' },
  { key: 'totalRows', label: 'inventoryDocuments.import.totalRows', type: 'number', width: 90 },
  { key: 'okRows', label: 'inventoryDocuments.import.okRows', type: 'number', width: 90 },
  { key: 'failedRows', label: 'inventoryDocuments.import.failedRows', type: 'number', width: 90 },
  { key: 'docNo', label: 'inventoryDocuments.doc.no', type: 'text', width: 150 },
  { key: 'createdByName', label: 'inventoryDocuments.doc.createdBy', type: 'text', width: 100 },
];

/** The sheets imported (/kucunzhongxin/warehousing/importresult, menu 1103020): totals, the document made, any row errors. */
export default function ImportResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ImportRowError[] | null>(null);
  return (
    <>
      <ResourcePage
        title="/kucunzhongxin/warehousing/importresult"
        rowKey="importId"
        fields={fields}
        pageEndpoint="inventoryDocuments.importRecordPage"
        print
        extraActions={(row) => (
          <>
            {row.kind === 'inbound' && row.docId !== null && row.docNo !== null && (
              <Button type="link" size="small" onClick={() => void navigate(inboundDetailPath(row.docId!))}>
                {t('inventoryDocuments.action.detail')}
              </Button>
            )}
            {row.errors.length > 0 && (
              <Button type="link" size="small" onClick={() => setErrors(row.errors)}>
                {t('inventoryDocuments.import.errors')}
              </Button>
            )}
          </>
        )}
      />
      <Modal open={errors !== null} title={t('inventoryDocuments.import.errors')} footer={null} onCancel={() => setErrors(null)} width={720} destroyOnHidden>
        <Table<ImportRowError>
          rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
          size="small"
          pagination={{ pageSize: 10 }}
          dataSource={errors ?? []}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('inventoryDocuments.import.row'), width: 70 },
            { key: 'field', dataIndex: 'field', title: t('inventoryDocuments.import.field'), width: 140 },
            { key: 'message', dataIndex: 'message', title: t('inventoryDocuments.import.message') },
          ]}
        />
      </Modal>
    </>
  );
}
