import { useMemo, useState } from 'react';
import { Button, Card, Col, Drawer, Empty, Popconfirm, Row, Tree } from 'antd';
import { CalendarOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dining, DiningEffective } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';

const diningFields = fieldsFrom<'canteens.diningAdd', Dining, 'canteens.diningEdit'>(['canteens.diningAdd', 'canteens.diningEdit'], [
  { key: 'diningName', label: 'canteens.dining.name', type: 'text', inSearch: true },
  { key: 'canteenName', label: 'canteens.canteen.name', type: 'text', inForm: false },
  { key: 'sort', label: 'canteens.sort', type: 'number' },
  { key: 'enabled', label: 'canteens.enabled', type: 'switch', inForm: 'edit', inSearch: true },
  { key: 'remark', label: 'canteens.remark', type: 'textarea', inTable: false },
]);
const effectiveFields = fieldsFrom<'canteens.diningEffectiveAdd', DiningEffective, 'canteens.diningEffectiveEdit'>(['canteens.diningEffectiveAdd', 'canteens.diningEffectiveEdit'], [
  { key: 'startDay', label: 'canteens.effective.start', type: 'date' },
  { key: 'endDay', label: 'canteens.effective.end', type: 'date' },
  { key: 'remark', label: 'canteens.remark', type: 'text' },
]);

/** Dining rooms: the tree of canteens and their rooms beside the list of the chosen canteen's rooms. */
export default function DiningRooms() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [canteenId, setCanteenId] = useState<number | null>(null);
  const [periodsOf, setPeriodsOf] = useState<Dining | null>(null);
  const tree = useQuery({ queryKey: ['canteens.diningCanteenTree'], queryFn: () => call('canteens.diningCanteenTree', {}) });
  const fixedQuery = useMemo(() => (canteenId ? { canteenId } : {}), [canteenId]);
  const periodQuery = useMemo(() => ({ diningId: periodsOf?.diningId }), [periodsOf]);
  const refresh = () => Promise.all(['canteens.diningPage', 'canteens.diningCanteenTree'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  const disable = async (row: Dining) => {
    try {
      await call('canteens.diningDisable', { diningId: row.diningId });
    } catch {
      return;
    }
    await refresh();
  };
  const treeData = (tree.data ?? []).map((c) => ({
    key: `c${c.canteenId}`,
    title: c.canteenName,
    children: c.dinings.map((d) => ({ key: `d${d.diningId}`, title: d.enabled ? d.diningName : `${d.diningName} (${t('canteens.dining.disabled')})`, selectable: false })),
  }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card size="small" title={t('canteens.dining.tree')}>
          {treeData.length ? (
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeData}
              selectedKeys={canteenId ? [`c${canteenId}`] : []}
              onSelect={(keys) => setCanteenId(keys.length ? Number(String(keys[0]).slice(1)) : null)}
            />
          ) : (
            <Empty description={t('canteens.noCanteens')} />
          )}
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <ResourcePage
          title="canteens.dining.list"
          rowKey="diningId"
          fields={diningFields}
          pageEndpoint="canteens.diningPage"
          // Rooms are added to the canteen chosen in the tree.
          addEndpoint={canteenId ? 'canteens.diningAdd' : undefined}
          editEndpoint="canteens.diningEdit"
          removeEndpoint="canteens.diningRemove"
          fixedQuery={fixedQuery}
          fromForm={(content, _mode, row) => (row ? { diningId: row.diningId, enabled: row.enabled, ...content } : { canteenId, ...content })}
          extraToolbar={canteenId ? null : <span>{t('canteens.dining.chooseCanteen')}</span>}
          extraActions={(row) => (
            <>
              <Button type="link" size="small" icon={<CalendarOutlined />} onClick={() => setPeriodsOf(row)}>
                {t('canteens.effective.tab')}
              </Button>
              {row.enabled && (
                <Popconfirm title={t('canteens.dining.disableConfirm')} onConfirm={() => disable(row)}>
                  <Button type="link" size="small" icon={<StopOutlined />}>
                    {t('canteens.dining.disable')}
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        />
      </Col>
      {periodsOf && (
        <Drawer open size={800} title={t('canteens.dining.periodsOf', { name: periodsOf.diningName })} onClose={() => setPeriodsOf(null)} destroyOnHidden>
          <ResourcePage
            title="canteens.effective.tab"
            rowKey="diningEffId"
            fields={effectiveFields}
            pageEndpoint="canteens.diningEffectivePage"
            addEndpoint="canteens.diningEffectiveAdd"
            editEndpoint="canteens.diningEffectiveEdit"
            removeEndpoint="canteens.diningEffectiveRemove"
            fixedQuery={periodQuery}
            fromForm={(content, _mode, row) => ({ ...(row ? { diningEffId: row.diningEffId } : {}), ...content, diningId: periodsOf.diningId })}
          />
        </Drawer>
      )}
    </Row>
  );
}
