import { useState } from 'react';
import { Alert, Button, Modal, Table, Typography, Upload, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportRowError, MenuNutrient } from '@canteen/contract';
import { download, isPassThrough, upload, type PassThroughReply } from '@/api';

const FIXED_COLUMNS = new Set(['materialName', 'bigType', 'smallType', 'unit', 'source', 'remark']);

interface Props {
  catalogue: MenuNutrient[];
  onImported: () => void;
}

/** The import (xlsx, all rows or none) with its template, and the rows that refused a sheet. */
export default function ImportButtons({ catalogue, onImported }: Props) {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [failure, setFailure] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);

  /** A column of the sheet: a fixed one by its name, a nutrient one (n<id>) by the nutrient's. */
  const columnName = (field: string) => {
    if (FIXED_COLUMNS.has(field)) return t(`menuMaterials.import.col.${field}`);
    const nutrient = catalogue.find((n) => `n${n.nutritionId}` === field);
    return nutrient ? `${nutrient.name}(${nutrient.unit})` : field;
  };

  const importFile = async (file: File) => {
    let answer: ImportResult | PassThroughReply;
    try {
      answer = await upload('menuMaterials.materialImport', file);
    } catch {
      return; // not an xlsx, the name column missing…: the request client has shown why
    }
    if (isPassThrough(answer)) setFailure({ msg: answer.msg, errors: answer.data.errors });
    else {
      void notice.success(t('menuMaterials.import.done', { imported: answer.imported, total: answer.total }));
      onImported();
    }
  };
  const template = async () => {
    try {
      await download('menuMaterials.materialTemplate', {}, `${t('menuMaterials.import.templateFile')}.xlsx`);
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
        <Button icon={<UploadOutlined />}>{t('menuMaterials.import.button')}</Button>
      </Upload>
      <Button icon={<DownloadOutlined />} onClick={() => void template()}>
        {t('menuMaterials.import.template')}
      </Button>
      <Typography.Text>{t('menuMaterials.import.hint')}</Typography.Text>
      <Modal open={failure !== null} title={t('menuMaterials.import.failed')} footer={null} onCancel={() => setFailure(null)} width={720} destroyOnHidden>
        {failure && (
          <>
            <Alert type="error" showIcon title={failure.msg} style={{ marginBottom: 12 }} />
            <Table<ImportRowError>
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={failure.errors}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('menuMaterials.import.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('menuMaterials.import.field'), width: 140, render: (f: string) => columnName(f) },
                { key: 'message', dataIndex: 'message', title: t('menuMaterials.import.message') },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
