import { useState, type ReactNode } from 'react';
import FormDialog, { type FormDialogProps } from '@/components/FormDialog';

interface LookupDialogProps<V extends object, R> extends Pick<FormDialogProps<V>, 'form' | 'name' | 'title' | 'width' | 'initialValues' | 'onClose' | 'children'> {
  /** i18n key of the button that asks (default: 试算). */
  okText?: string;
  /** Asks the server; nothing is written. */
  look: (values: V) => Promise<R>;
  /** The answer, shown under the form until the next question. */
  answer: (result: R) => ReactNode;
}

/** A dialog that asks the server a question (a dry run, a lookup) and stays open to show the answer. */
export default function LookupDialog<V extends object, R>({ okText = 'marketing.preview.run', look, answer, ...dialog }: LookupDialogProps<V, R>) {
  const [result, setResult] = useState<R | null>(null);
  const ask = async (values: V) => {
    try {
      setResult(await look(values));
    } catch (error) {
      setResult(null); // the request client has shown why
      throw error;
    }
    return false;
  };
  return <FormDialog<V> {...dialog} okText={okText} cancelText="marketing.preview.close" onSubmit={ask} after={result === null ? null : answer(result)} />;
}
