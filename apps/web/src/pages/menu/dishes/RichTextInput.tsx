import { useRef } from 'react';
import { Button, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';

/** The tags the server keeps (everything else is removed when the dish is saved). */
const WRAPS = [
  { key: 'p', open: '<p>', close: '</p>' },
  { key: 'strong', open: '<strong>', close: '</strong>' },
  { key: 'em', open: '<em>', close: '</em>' },
  { key: 'h3', open: '<h3>', close: '</h3>' },
  { key: 'h4', open: '<h4>', close: '</h4>' },
  { key: 'ul', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { key: 'br', open: '<br>', close: '' },
] as const;

/** A plain HTML editor: a text area and buttons that wrap the selection in one of the allowed tags. */
export default function RichTextInput({ id, value = '', onChange }: { id?: string; value?: string; onChange?: (html: string) => void }) {
  const { t } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const wrap = (open: string, close: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange?.(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
  };
  return (
    <div>
      <Space wrap size={4} style={{ marginBottom: 4 }}>
        {WRAPS.map((w) => (
          <Button key={w.key} size="small" onClick={() => wrap(w.open, w.close)}>
            {t(`menuDishes.richText.${w.key}`)}
          </Button>
        ))}
      </Space>
      <Input.TextArea id={id} ref={area} value={value} rows={6} maxLength={20_000} onChange={(e) => onChange?.(e.target.value)} />
      <div style={{ marginTop: 4 }}>{t('menuDishes.richText.hint')}</div>
    </div>
  );
}
