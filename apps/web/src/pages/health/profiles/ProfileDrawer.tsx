import { Alert, Button, Drawer, Form, Input, Select, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEALTH_GOALS, type HealthPersonRow } from '@canteen/contract';
import { call } from '@/api';
import { useHealthOptions } from '../shared';

interface Values {
  chronicIds: number[];
  dietId: number | 'auto';
  goal?: (typeof HEALTH_GOALS)[number] | null;
  allergies: string;
  taboos: string;
  remark: string;
}

/** Edits a person's health profile: chronic illnesses, a diet pattern by hand or automatic, goal, allergies, taboos. */
export default function ProfileDrawer({ person, onClose, onSaved }: { person: HealthPersonRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [notice, noticeHolder] = message.useMessage();
  const options = useHealthOptions();
  const p = person.profile;
  const initial: Values = {
    chronicIds: person.chronics.map((c) => c.chronicId),
    dietId: p?.dietId ?? 'auto',
    goal: p?.goal ?? null,
    allergies: p?.allergies ?? '',
    taboos: p?.taboos ?? '',
    remark: p?.remark ?? '',
  };
  const save = async (v: Values) => {
    try {
      await call('health.profileSave', {
        custId: person.custId,
        chronicIds: v.chronicIds ?? [],
        dietId: v.dietId === 'auto' ? null : v.dietId,
        goal: v.goal ?? null,
        allergies: v.allergies ?? '',
        taboos: v.taboos ?? '',
        remark: v.remark ?? '',
      });
    } catch {
      return; // the request client has shown the server's message
    }
    void notice.success(t('health.profile.saved'));
    onSaved();
    onClose();
  };
  return (
    <Drawer
      open
      size="large"
      title={`${t('health.profile.title')} · ${person.custName}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('widgets.common.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()}>
            {t('widgets.common.ok')}
          </Button>
        </Space>
      }
    >
      {noticeHolder}
      {person.applied && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('health.profile.appliedNow', { name: person.applied.name, reason: t(`health.reason.${person.applied.reason}`, { matched: person.applied.matched }) })}
        />
      )}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} name={`profile${person.custId}`}>
        <Form.Item name="chronicIds" label={t('health.person.chronics')}>
          <Select mode="multiple" allowClear options={options.chronics.map((c) => ({ value: c.chronicId, label: c.chronicName }))} />
        </Form.Item>
        <Form.Item name="dietId" label={t('health.profile.diet')} extra={t('health.profile.dietHint')}>
          <Select options={[{ value: 'auto', label: t('health.profile.auto') }, ...options.diets.map((d) => ({ value: d.dietId, label: d.name }))]} />
        </Form.Item>
        <Form.Item name="goal" label={t('health.profile.goal')}>
          <Select allowClear options={HEALTH_GOALS.map((g) => ({ value: g, label: t(`health.goal.${g}`) }))} />
        </Form.Item>
        <Form.Item name="allergies" label={t('health.profile.allergies')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="taboos" label={t('health.profile.taboos')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="remark" label={t('health.profile.remark')}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
