import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A success dialog listing what the server replied (new balance, split, batch count); render `holder` once. */
export function useResultNotice() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const show = (title: string, lines: [label: string, value: string][]) =>
    void modal.success({
      title,
      okText: t('widgets.common.ok'),
      width: 460,
      content: (
        <Descriptions size="small" column={1}>
          {lines.map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ),
    });
  return [show, holder] as const;
}
