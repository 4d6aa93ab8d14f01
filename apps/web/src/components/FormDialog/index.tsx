import { useId, useRef, useState, type ReactNode } from 'react';
import { Form, Modal, message, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';

export interface FormDialogProps<V extends object> {
  /** Shown in the title bar; it also names the dialog for screen readers (aria-labelledby). */
  title: ReactNode;
  /** Pass your own `Form.useForm()` to read or set values while the dialog is open. */
  form?: FormInstance<V>;
  /** Start of the form's name; a page-unique suffix keeps control ids (and label links) apart across kept-alive pages. */
  name: string;
  initialValues?: FormProps<V>['initialValues'];
  layout?: FormProps<V>['layout'];
  labelCol?: FormProps<V>['labelCol'];
  wrapperCol?: FormProps<V>['wrapperCol'];
  onValuesChange?: FormProps<V>['onValuesChange'];
  width?: ModalProps['width'];
  /** i18n keys of the buttons (default OK / Cancel). */
  okText?: string;
  cancelText?: string;
  okButtonProps?: ModalProps['okButtonProps'];
  /** Replaces the OK / Cancel buttons (e.g. a dialog that only shows a result). */
  footer?: ModalProps['footer'];
  /** A click beside the dialog closes it; off by default so a half-typed form is not lost. */
  maskClosable?: boolean;
  /** Enter in a text field submits (default); off for forms whose controls use Enter themselves. */
  submitOnEnter?: boolean;
  /**
   * Sends the validated values. Resolved: the dialog closes (`false`: it stays open, the caller has said why).
   * Rejected: it stays open for a retry; a 40000 reply's problems show under their fields, the rest as messages
   * (the request client has already shown the reply's own message).
   */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Shown above the form (whom it concerns, a hint). */
  header?: ReactNode;
  /** The form's items. */
  children: ReactNode;
  /** Shown below the form (a lookup's answer, when `onSubmit` keeps the dialog open with `false`). */
  after?: ReactNode;
}

/**
 * The dialog of one form: validate, send with a saving state, put the server's field errors under the fields,
 * close. Mount it only while open, so every opening starts from `initialValues`.
 */
export default function FormDialog<V extends object>({
  title,
  form: ownForm,
  name,
  initialValues,
  layout,
  labelCol = layout === 'vertical' ? undefined : { span: 6 },
  wrapperCol = layout === 'vertical' ? undefined : { span: 16 },
  onValuesChange,
  width,
  okText = 'widgets.common.ok',
  cancelText = 'widgets.common.cancel',
  okButtonProps,
  footer,
  maskClosable = false,
  submitOnEnter = true,
  onSubmit,
  onClose,
  header,
  children,
  after,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const [newForm] = Form.useForm<V>();
  const form = ownForm ?? newForm;
  const formName = `${name}${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  // A second Enter or click before the first reply sends nothing more.
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current) return;
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages under the fields
    }
    busy.current = true;
    setSaving(true);
    try {
      if ((await onSubmit(values)) !== false) onClose();
    } catch (error) {
      const keys = Object.keys(form.getFieldsValue() as object);
      const { byField, unmatched } = matchFieldErrors(validationFields(error), keys);
      form.setFields([...byField].map(([field, errors]) => ({ name: field as never, errors })));
      // Problems with no field of their own in this form are listed, so none is lost.
      for (const e of unmatched) void notice.error(e.field ? `${e.field}: ${e.message}` : e.message);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t(okText)}
      cancelText={t(cancelText)}
      okButtonProps={okButtonProps}
      confirmLoading={saving}
      footer={footer}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: maskClosable }}
      destroyOnHidden
    >
      {noticeHolder}
      {header}
      <Form<V>
        form={form}
        name={formName}
        layout={layout}
        initialValues={initialValues}
        labelCol={labelCol}
        wrapperCol={wrapperCol}
        onValuesChange={onValuesChange}
        onFinish={submitOnEnter ? () => void submit() : undefined}
      >
        {children}
      </Form>
      {after}
    </Modal>
  );
}
