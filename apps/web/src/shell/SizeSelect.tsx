import { App, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSize, SIZES, useAppState, type UiSize } from './appState';
import { pressable } from './pressable';

/** UI size (cookie 'size', default medium). */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { size } = useAppState();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`shell.size.${key}`), disabled: key === size })),
        onClick: ({ key }) => {
          setSize(key as UiSize);
          void message.success(t('shell.size.switched'));
        },
      }}
    >
      <FontSizeOutlined className="right-menu-item" {...pressable} aria-label={t('shell.size.label')} />
    </Dropdown>
  );
}
