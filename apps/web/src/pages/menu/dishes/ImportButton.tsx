import { useState } from 'react';
import { Button, Drawer, Modal, Result, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DishImportResult } from '@canteen/contract';
import { download, isPassThrough, upload } from '@/api';
import ImportFailures from './ImportFailures';

/** Import from the xlsx template: the result says how many came in and opens the failure list of the batch. */
export default function ImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DishImportResult | null>(null);
  const [failuresOf, setFailuresOf] = useState<number | null | undefined>(undefined);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const answer = await upload('menuDishes.dishImport', file);
      if (!isPassThrough(answer)) {
        setResult(answer);
        onImported();
      }
    } catch {
      // the request client has shown why (not a workbook, a column missing…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('menuDishes.import.button')}
        </Button>
      </Upload>
      <Button onClick={() => void download('menuDishes.importTemplate', {}, `${t('menuDishes.import.templateFile')}.xlsx`).catch(() => undefined)}>
        {t('menuDishes.import.template')}
      </Button>
      <Button onClick={() => setFailuresOf(null)}>{t('menuDishes.import.failures')}</Button>
      {result && (
        <Modal open footer={null} onCancel={() => setResult(null)} title={t('menuDishes.import.resultTitle')}>
          <Result
            status={result.failed ? 'warning' : 'success'}
            title={t('menuDishes.import.result', { imported: result.imported, failed: result.failed })}
            subTitle={t('menuDishes.import.resultHint')}
            extra={
              result.failed > 0 && (
                <Button
                  type="primary"
                  onClick={() => {
                    setFailuresOf(result.batchId);
                    setResult(null);
                  }}
                >
                  {t('menuDishes.import.showFailures')}
                </Button>
              )
            }
          />
        </Modal>
      )}
      <Drawer open={failuresOf !== undefined} size="large" title={t('menuDishes.import.failures')} onClose={() => setFailuresOf(undefined)} destroyOnHidden>
        {failuresOf !== undefined && <ImportFailures batchId={failuresOf ?? undefined} />}
      </Drawer>
    </>
  );
}
