import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Form, InputNumber, Skeleton, Space, Switch, message } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import { centsToYuan, yuanToCents } from '@/components/ResourcePage/fieldValues';
import { validationFields } from '@/components/ResourcePage/serverErrors';
import TimeOfDayPicker from '@/components/TimeOfDayPicker';
import CanteenPicker from './CanteenPicker';

interface RuleForm {
  enabled: boolean;
  deliveryFee?: number;
  minOrder?: number;
  packagingFee?: number;
  windows: { start: string; end: string }[];
}
const MONEY = ['deliveryFee', 'minOrder', 'packagingFee'] as const;

/** The takeout rule of a canteen: on/off, fees and minimum order (typed in yuan, stored in cents), delivery windows. */
export default function Takeout() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [form] = Form.useForm<RuleForm>();
  const [canteenId, setCanteenId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = useCallback((id: number) => setCanteenId(id), []);
  const rule = useQuery({
    queryKey: ['canteens.takeoutRuleGet', canteenId],
    queryFn: () => call('canteens.takeoutRuleGet', { canteenId: canteenId! }),
    enabled: canteenId !== null,
  });
  useEffect(() => {
    if (!rule.data) return;
    const r = rule.data;
    form.setFieldsValue({ enabled: r.enabled, windows: r.windows, ...Object.fromEntries(MONEY.map((k) => [k, centsToYuan(r[k])])) });
  }, [rule.data, form]);

  const save = async () => {
    if (canteenId === null) return;
    let values: RuleForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call('canteens.takeoutRuleSave', {
        canteenId,
        enabled: Boolean(values.enabled),
        windows: values.windows ?? [],
        deliveryFee: yuanToCents(values.deliveryFee) ?? 0,
        minOrder: yuanToCents(values.minOrder) ?? 0,
        packagingFee: yuanToCents(values.packagingFee) ?? 0,
      });
      void notice.success(t('canteens.saved'));
      await queryClient.invalidateQueries({ queryKey: ['canteens.takeoutRuleGet'] });
    } catch (error) {
      const errors = validationFields(error);
      form.setFields(errors.map((e) => ({ name: e.field.split('.')[0] as keyof RuleForm, errors: [e.message] })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {noticeHolder}
      <CanteenPicker value={canteenId} onChange={choose} />
      {canteenId !== null && rule.isPending && <Skeleton active />}
      {rule.isError && <Alert type="error" showIcon title={t('canteens.loadFailed')} />}
      {rule.data && (
        <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 720 }} name={`takeout${canteenId}`}>
          <Form.Item name="enabled" label={t('canteens.takeout.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {MONEY.map((k) => (
            <Form.Item key={k} name={k} label={t(`canteens.takeout.${k}`)}>
              <InputNumber min={0} step={0.5} precision={2} prefix="￥" style={{ width: 200 }} />
            </Form.Item>
          ))}
          <Form.Item label={t('canteens.takeout.windows')} extra={t('canteens.takeout.windowsHelp')}>
            <Form.List name="windows">
              {(items, { add, remove }, { errors }) => (
                <>
                  {items.map((item) => (
                    <Space key={item.key} align="baseline">
                      <Form.Item name={[item.name, 'start']} rules={[{ required: true, message: t('canteens.timeRequired') }]}>
                        <TimeOfDayPicker placeholder="11:00" aria-label={t('canteens.period.start')} style={{ width: 110 }} />
                      </Form.Item>
                      <span>–</span>
                      <Form.Item name={[item.name, 'end']} rules={[{ required: true, message: t('canteens.timeRequired') }]}>
                        <TimeOfDayPicker placeholder="13:00" aria-label={t('canteens.period.end')} style={{ width: 110 }} />
                      </Form.Item>
                      <MinusCircleOutlined aria-label={t('widgets.resource.remove')} onClick={() => remove(item.name)} />
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ start: '', end: '' })}>
                    {t('canteens.takeout.addWindow')}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('canteens.save')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </>
  );
}
