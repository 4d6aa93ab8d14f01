import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Table, Typography, Upload, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, ImportResult, ImportRowError, InputOf, MultipartEndpointId, OutputOf } from '@canteen/contract';
import { download, isPassThrough, upload, type PassThroughReply } from '@/api';
import FormDialog from '@/components/FormDialog';

type Failure = { msg: string; errors: ImportRowError[] };

/** The fields an import needs besides its file: it then opens as a dialog that sends them with the chosen file. */
export interface ImportForm<V extends object, Id extends MultipartEndpointId> {
  name: string;
  initialValues?: Partial<V>;
  /** The form's items, before the file picker. */
  fields: ReactNode;
  content: (values: V) => InputOf<Id>;
  onClose: () => void;
}

export interface ImportButtonsProps<Id extends MultipartEndpointId, V extends object> {
  /**
   * The i18n prefix of the import's texts: button, template, templateFile, failed, row, field, message, col.<field>,
   * done and hint (without `form`, shown when `hint`); with `form`: title, hint, file, choose, noFile.
   */
  texts: string;
  templateEndpoint: BlobEndpointId;
  importEndpoint: Id;
  /** What is sent with the file when there is no form. */
  content?: InputOf<Id>;
  /** Names a refused row's column; by default `<texts>.col.<field>`, else the field itself. */
  columnName?: (field: string) => string;
  hint?: boolean;
  form?: ImportForm<V, Id>;
  onImported: (answer: OutputOf<Id>) => void;
}

// The upload's content is typed per endpoint; an import generic over its endpoint sends it as it was given.
const send = upload as <Id extends MultipartEndpointId>(id: Id, file: Blob, content?: InputOf<Id>) => Promise<OutputOf<Id> | PassThroughReply>;

/**
 * An xlsx import (all rows or none) with its template, listing the rows that refused a sheet: two buttons on a
 * toolbar, or, with `form`, a dialog whose fields go with the file.
 */
export default function ImportButtons<Id extends MultipartEndpointId, V extends object = object>({
  texts,
  templateEndpoint,
  importEndpoint,
  content,
  columnName,
  hint,
  form,
  onImported,
}: ImportButtonsProps<Id, V>) {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const nameOf = columnName ?? ((f: string) => t(`${texts}.col.${f}`, { defaultValue: f }));

  const template = async () => {
    try {
      await download(templateEndpoint, {} as InputOf<typeof templateEndpoint>, `${t(`${texts}.templateFile`)}.xlsx`);
    } catch {
      // the request client has shown why
    }
  };
  const templateButton = (
    <Button icon={<DownloadOutlined />} onClick={() => void template()}>
      {t(`${texts}.template`)}
    </Button>
  );
  const failureList = failure && (
    <>
      <Alert type="error" showIcon title={failure.msg} style={{ marginBottom: 12 }} />
      {failure.errors.length > 0 && (
        <Table<ImportRowError>
          rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
          size="small"
          pagination={{ pageSize: 10 }}
          dataSource={failure.errors}
          columns={[
            { key: 'row', dataIndex: 'row', title: t(`${texts}.row`), width: 70 },
            { key: 'field', dataIndex: 'field', title: t(`${texts}.field`), width: 140, render: (f: string) => nameOf(f) },
            { key: 'message', dataIndex: 'message', title: t(`${texts}.message`) },
          ]}
        />
      )}
    </>
  );

  if (form) {
    const submit = async (v: V) => {
      if (!file) {
        setFailure({ msg: t(`${texts}.noFile`), errors: [] });
        return false;
      }
      const answer = await send(importEndpoint, file, form.content(v));
      if (isPassThrough(answer)) {
        setFailure({ msg: answer.msg, errors: answer.data.errors });
        return false;
      }
      onImported(answer);
      return undefined;
    };
    return (
      <FormDialog<V>
        title={t(`${texts}.title`)}
        name={form.name}
        width={760}
        initialValues={form.initialValues}
        onSubmit={submit}
        onClose={form.onClose}
        okText={`${texts}.button`}
        header={<Typography.Paragraph>{t(`${texts}.hint`)}</Typography.Paragraph>}
        after={failureList}
      >
        {form.fields}
        <Form.Item label={t(`${texts}.file`)}>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              setFailure(null);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t(`${texts}.choose`)}</Button>
          </Upload>
        </Form.Item>
        {templateButton}
      </FormDialog>
    );
  }

  const importFile = async (chosen: File) => {
    let answer: OutputOf<Id> | PassThroughReply;
    try {
      answer = await send(importEndpoint, chosen, content);
    } catch {
      return; // not an xlsx, a column missing…: the request client has shown why
    }
    if (isPassThrough(answer)) setFailure({ msg: answer.msg, errors: answer.data.errors });
    else {
      const { imported, total } = answer as ImportResult;
      void notice.success(t(`${texts}.done`, { imported, total }));
      onImported(answer);
    }
  };
  return (
    <>
      {holder}
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(f) => {
          void importFile(f);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t(`${texts}.button`)}</Button>
      </Upload>
      {templateButton}
      {hint && <Typography.Text>{t(`${texts}.hint`)}</Typography.Text>}
      <Modal open={failure !== null} title={t(`${texts}.failed`)} footer={null} onCancel={() => setFailure(null)} width={720} destroyOnHidden>
        {failureList}
      </Modal>
    </>
  );
}
