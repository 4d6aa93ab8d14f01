import { useEffect, useRef, useState } from 'react';
import { Modal, Upload, message } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@canteen/contract';
import { isPassThrough, upload } from '@/api';
import { ACCEPT, imageFileError, imageRatioError, readImageSize } from './validate';

export interface ImageUploadProps {
  /** Addresses of the uploaded images. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Most images allowed (spec §9: 5; the logo uses 1). */
  limit?: number;
  /** Folder key the server stores the file under (spec: default dishes). */
  uploadKey?: string;
  /** Spec state 2: the image must be 750 × 600 (ratio 1.25). */
  strict?: boolean;
  disabled?: boolean;
}

type Uploaded = OutputOf<'files.upload'>;

const urlOf = (file: UploadFile<Uploaded>) => file.url ?? file.response?.fileNameUrl;
const doneUrls = (files: UploadFile<Uploaded>[]) =>
  files.filter((f) => f.status === 'done').map(urlOf).filter((u): u is string => Boolean(u));
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const toFiles = (urls: string[]): UploadFile<Uploaded>[] =>
  urls.map((url, i) => ({ uid: `${i}-${url}`, name: url.split('/').pop() || url, status: 'done', url }));

/** Spec §2 image upload: picture cards, JPG/GIF/BMP/PNG under 500 KB, optional 750 × 600, delete asks first. */
export default function ImageUpload({ value = [], onChange, limit = 5, uploadKey = 'dishes', strict, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [files, setFiles] = useState<UploadFile<Uploaded>[]>(() => toFiles(value));
  const [preview, setPreview] = useState<string | null>(null);
  const emitted = useRef<string[]>(value);

  // Follow the parent's value when it changes from outside (form reset, record loaded); keep uploads in flight.
  useEffect(() => {
    if (sameList(emitted.current, value)) return;
    emitted.current = value;
    setFiles((prev) => [...toFiles(value), ...prev.filter((f) => f.status === 'uploading')]);
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const refuse = (key: string) => {
      void notice.error(t(key));
      return Upload.LIST_IGNORE;
    };
    const fileError = imageFileError(file);
    if (fileError) return refuse(fileError);
    if (strict) {
      const size = await readImageSize(file).catch(() => null);
      if (!size) return refuse('widgets.upload.badType');
      const ratioError = imageRatioError(size);
      if (ratioError) return refuse(ratioError);
    }
    return true;
  };

  const customRequest: UploadProps<Uploaded>['customRequest'] = ({ file, onSuccess, onError }) => {
    upload('files.upload', file as File, { uploadKey }, { uploadKey }).then(
      (data) => (isPassThrough(data) ? onError?.(new Error(data.msg)) : onSuccess?.(data)),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const handleChange: UploadProps<Uploaded>['onChange'] = ({ fileList }) => {
    // A failed upload has already been reported by the request client; it does not stay in the list.
    const next = fileList.filter((f) => f.status !== 'error').slice(0, limit);
    setFiles(next);
    const urls = doneUrls(next);
    if (!sameList(urls, emitted.current)) {
      emitted.current = urls;
      onChange?.(urls);
    }
  };

  const confirmRemove = () =>
    new Promise<boolean>((resolve) => {
      void modal.confirm({
        title: t('widgets.common.confirmRemove'),
        okText: t('widgets.common.ok'),
        cancelText: t('widgets.common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <>
      {noticeHolder}
      {modalHolder}
      <Upload<Uploaded>
        listType="picture-card"
        accept={ACCEPT}
        fileList={files}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={confirmRemove}
        onPreview={(file) => setPreview(urlOf(file) ?? null)}
      >
        {files.length >= limit || disabled ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('widgets.upload.add')}</div>
          </button>
        )}
      </Upload>
      <Modal open={preview !== null} footer={null} title={t('widgets.upload.preview')} onCancel={() => setPreview(null)}>
        {preview && <img alt={t('widgets.upload.preview')} src={preview} style={{ width: '100%' }} />}
      </Modal>
    </>
  );
}
