import { useState } from 'react';
import { Button, Checkbox, Input, Modal, Space, message } from 'antd';
import { PictureOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  buildImageHtml,
  buildTableHtml,
  PRINT_STATE,
  printTotals,
  type PrintColumn,
  type PrintFrame,
  type PrintRow,
  type PrintState,
} from './printDocument';
import { printHtml } from './printHtml';
import { formatDateTime } from '@/shell/clock';

export type { PrintColumn, PrintRow, PrintState } from './printDocument';
export { buildImageHtml, buildTableHtml, PRINT_STATE, printTotals } from './printDocument';

export interface PrintDialogProps {
  columns: PrintColumn[];
  rows: PrintRow[];
  /** Printed header; defaults to 汇总表. */
  title?: string;
  /** Statistics time range printed under the header, as text or [from, to]. */
  timeRange?: string | [string, string] | null;
  state: PrintState;
  /** Modes 3 and 4: the column summed as total amount (mode 4: cents). */
  amountKey?: string;
  /** Modes 3 and 4: the column summed as total quantity. */
  quantityKey?: string;
  /** Mode 2: the column holding each row's image address. */
  imageKey?: string;
  disabled?: boolean;
}

type Step = 'closed' | 'compiler' | 'columns';

/** Spec §2.3 print dialog: compiler name first, then the columns to print (table modes), then the browser's print. */
export default function PrintDialog(props: PrintDialogProps) {
  const { columns, rows, title, timeRange, state, amountKey, quantityKey, imageKey, disabled } = props;
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [step, setStep] = useState<Step>('closed');
  const [compiler, setCompiler] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const printsImages = state === PRINT_STATE.images;

  const open = () => {
    setChosen(columns.map((c) => c.key));
    setStep('compiler');
  };

  const frame = (): PrintFrame => ({
    title: title || t('widgets.print.defaultTitle'),
    preparer: compiler.trim(),
    printedAt: formatDateTime(new Date()),
    timeRange: Array.isArray(timeRange) ? timeRange.filter(Boolean).join(' ~ ') : (timeRange ?? undefined),
    labels: {
      preparer: t('widgets.print.preparer'),
      reviewer: t('widgets.print.reviewer'),
      printedAt: t('widgets.print.printedAt'),
      timeRange: t('widgets.print.timeRange'),
      totalAmount: t('widgets.print.totalAmount'),
      totalQuantity: t('widgets.print.totalQuantity'),
    },
  });

  const confirmCompiler = () => {
    if (!compiler.trim()) {
      void notice.warning(t('widgets.print.compilerRequired'));
      return;
    }
    if (!printsImages) {
      setStep('columns');
      return;
    }
    const images = rows.map((row) => (imageKey ? row[imageKey] : undefined)).filter((src): src is string => typeof src === 'string' && src !== '');
    printHtml(buildImageHtml({ ...frame(), images }));
    setStep('closed');
  };

  const confirmColumns = () => {
    const picked = columns.filter((c) => chosen.includes(c.key));
    if (picked.length === 0) {
      void notice.warning(t('widgets.print.columnsRequired'));
      return;
    }
    printHtml(buildTableHtml({ ...frame(), columns: picked, rows, totals: printTotals(rows, state, amountKey, quantityKey) }));
    setStep('closed');
  };

  const allChosen = columns.length > 0 && chosen.length === columns.length;
  const close = () => setStep('closed');

  return (
    <>
      {noticeHolder}
      {printsImages ? (
        <Button icon={<PictureOutlined />} onClick={open} disabled={disabled}>
          {t('widgets.print.printImage')}
        </Button>
      ) : (
        <Button icon={<PrinterOutlined />} onClick={open} disabled={disabled}>
          {t('widgets.print.printTable')}
        </Button>
      )}
      <Modal
        open={step === 'compiler'}
        title={t('widgets.print.compilerTitle')}
        onCancel={close}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={close}>{t('widgets.common.cancel')}</Button>
            <Button type="primary" onClick={confirmCompiler}>
              {printsImages ? t('widgets.print.print') : t('widgets.print.next')}
            </Button>
          </Space>
        }
      >
        <Input
          aria-label={t('widgets.print.compiler')}
          placeholder={t('widgets.print.compilerPlaceholder')}
          value={compiler}
          maxLength={50}
          onChange={(e) => setCompiler(e.target.value)}
          onPressEnter={confirmCompiler}
        />
      </Modal>
      <Modal
        open={step === 'columns'}
        title={t('widgets.print.chooseColumns')}
        onCancel={close}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setStep('compiler')}>{t('widgets.print.back')}</Button>
            <Button type="primary" onClick={confirmColumns}>
              {t('widgets.print.print')}
            </Button>
          </Space>
        }
      >
        <Checkbox
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(e) => setChosen(e.target.checked ? columns.map((c) => c.key) : [])}
        >
          {t('widgets.print.selectAll')}
        </Checkbox>
        <Checkbox.Group
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}
          value={chosen}
          onChange={(values) => setChosen(values as string[])}
          options={columns.map((c) => ({ label: c.title, value: c.key }))}
        />
      </Modal>
    </>
  );
}
