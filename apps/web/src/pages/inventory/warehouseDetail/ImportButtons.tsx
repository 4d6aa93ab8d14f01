import { useState } from 'react';
import { Alert, Button, Modal, Table, Upload, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportRowError } from '@canteen/contract';
import { download, isPassThrough, upload, type PassThroughReply } from '@/api';

/** The warehouse materials import (xlsx, all rows or none) with its template, and the rows that refused a sheet. */
export default function ImportButtons({ warehouseId, onImported }: { warehouseId: number; onImported: () => void }) {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [failure, setFailure] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);

  const importFile = async (file: File) => {
    let answer: ImportResult | PassThroughReply;
    try {
      answer = await upload('inventoryStock.houseMaterialImport', file, { warehouseId });
    } catch {
      return; // the request client has shown why
    }
    if (isPassThrough(answer)) setFailure({ msg: answer.msg, errors: answer.data.errors });
    else {
      void notice.success(t('inventoryStock.import.done', { imported: answer.imported, total: answer.total }));
      onImported();
    }
  };
  const template = async () => {
    try {
      await download('inventoryStock.houseMaterialTemplate', {}, `${t('inventoryStock.import.templateFile')}.xlsx`);
    } catch {
      // the request client has shown why
    }
  };

  return (
    <>
      {holder}
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void importFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('inventoryStock.import.button')}</Button>
      </Upload>
      <Button icon={<DownloadOutlined />} onClick={() => void template()}>
        {t('inventoryStock.import.template')}
      </Button>
      <Modal open={failure !== null} title={t('inventoryStock.import.failed')} footer={null} onCancel={() => setFailure(null)} width={720} destroyOnHidden>
        {failure && (
          <>
            <Alert type="error" showIcon title={failure.msg} style={{ marginBottom: 12 }} />
            <Table<ImportRowError>
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={failure.errors}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('inventoryStock.import.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('inventoryStock.import.field'), width: 140, render: (f: string) => t(`inventoryStock.import.col.${f}`, { defaultValue: f }) },
                { key: 'message', dataIndex: 'message', title: t('inventoryStock.import.message') },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
