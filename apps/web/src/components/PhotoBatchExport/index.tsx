import { useState } from 'react';
import { Button, Modal, message } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { buildPhotoZip, type PhotoRow } from './buildPhotoZip';
import { saveBlob } from '@/api/saveBlob';

export type { PhotoRow } from './buildPhotoZip';

export interface PhotoBatchExportProps {
  /** The people whose photos to export, or a loader of them (e.g. every row matching the current filters). */
  rows: PhotoRow[] | (() => Promise<PhotoRow[]>);
  disabled?: boolean;
}

/** Spec §2 批量导出照片: all photos in one zip; photos that cannot be loaded are skipped and named to the user. */
export default function PhotoBatchExport({ rows, disabled }: PhotoBatchExportProps) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState(false);

  const loadRows = async (): Promise<PhotoRow[] | null> => {
    try {
      return typeof rows === 'function' ? await rows() : rows;
    } catch {
      // The request client has already shown why the rows could not be read.
      return null;
    }
  };

  const run = async () => {
    setBusy(true);
    try {
      const people = await loadRows();
      if (!people) return;
      if (people.length === 0) {
        void notice.warning(t('widgets.photoExport.noRows'));
        return;
      }
      const unavailableLine = (name: string) => t('widgets.photoExport.unavailable', { name });
      const result = await buildPhotoZip(people, { listFileName: t('widgets.photoExport.listFileName'), unavailableLine });
      if (result.added.length > 0) saveBlob(result.zip, t('widgets.photoExport.zipName'));
      if (result.unavailable.length > 0) {
        void modal.warning({
          title: t('widgets.photoExport.someUnavailable', { count: result.unavailable.length, added: result.added.length }),
          okText: t('widgets.common.ok'),
          content: (
            <ul style={{ maxHeight: 320, overflowY: 'auto', paddingLeft: 20 }}>
              {result.unavailable.map((name, i) => (
                <li key={i}>{unavailableLine(name)}</li>
              ))}
            </ul>
          ),
        });
      } else {
        void notice.success(t('widgets.photoExport.done', { count: result.added.length }));
      }
    } catch {
      void notice.error(t('widgets.photoExport.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {noticeHolder}
      {modalHolder}
      <Button icon={<PictureOutlined />} loading={busy} disabled={disabled} onClick={() => void run()}>
        {t('widgets.photoExport.button')}
      </Button>
    </>
  );
}
