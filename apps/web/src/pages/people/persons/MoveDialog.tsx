import { useState } from 'react';
import { Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '@canteen/contract';
import { toTreeData } from '@/components/TreeSide';
import { ORG_SHAPE } from '../shared/orgTree';

interface Props {
  /** How many people move. */
  count: number;
  tree: OrgNode[];
  onMove: (orgId: number) => Promise<void>;
  onClose: () => void;
}

/** Moves the ticked people to one organisation; mounted only while open. */
export default function MoveDialog({ count, tree, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | null>(null);
  return (
    <Modal
      open
      title={t('customers.moveTitle', { count })}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      okButtonProps={{ disabled: !target }}
      onOk={() => target && void onMove(target)}
      onCancel={onClose}
      destroyOnHidden
    >
      <TreeSelect
        style={{ width: '100%' }}
        aria-label={t('customers.moveTarget')}
        placeholder={t('customers.moveTarget')}
        treeDefaultExpandAll
        treeData={toTreeData(tree, ORG_SHAPE)}
        value={target ?? undefined}
        onChange={(v) => setTarget(v ?? null)}
      />
    </Modal>
  );
}
