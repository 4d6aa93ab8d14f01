import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The row's edit link, the same on every list. */
export function EditAction({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" icon={<EditOutlined />} onClick={onClick}>
      {t('widgets.resource.edit')}
    </Button>
  );
}

/** The row's remove link, asking for confirmation first. */
export function RemoveAction({ onConfirm }: { onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={t('widgets.common.confirmRemove')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={onConfirm}>
      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
        {t('widgets.resource.remove')}
      </Button>
    </Popconfirm>
  );
}
