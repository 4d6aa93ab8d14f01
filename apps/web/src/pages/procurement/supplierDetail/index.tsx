import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALIFICATION_IMAGE_LIMIT, QUALIFICATION_STATES, type Qualification, type QualificationState } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import { QualificationTag } from '../suppliers';

const DETAIL = 'procurementSuppliers.supplierDetail';
const QUALIFICATIONS = 'procurementSuppliers.qualificationPage';
const STATE_OPTIONS: FieldOption[] = QUALIFICATION_STATES.map((s) => ({ value: s, label: `procurementSuppliers.state.${s}` }));

/**
 * A supplier's details and qualifications (/caigouzhongxin/supplier/supplierDetail?supplierId=…, menu 1002010):
 * licences with their number, validity and scans; each valid, expiring within 30 days or expired on the merchant's
 * today.
 */
export default function SupplierDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const supplierId = Number(params.get('supplierId'));
  const valid = Number.isInteger(supplierId) && supplierId > 0;
  const detail = useQuery({ queryKey: [DETAIL, supplierId], queryFn: () => call(DETAIL, { supplierId }), enabled: valid });

  // A qualification saved or removed changes the supplier's state: read it again once the list has.
  const listFetching = useIsFetching({ queryKey: [QUALIFICATIONS] });
  const wasFetching = useRef(false);
  const refetchDetail = detail.refetch;
  useEffect(() => {
    if (wasFetching.current && !listFetching && valid) void refetchDetail();
    wasFetching.current = listFetching > 0;
  }, [listFetching, valid, refetchDetail]);

  const fields = useMemo(
    () =>
      fieldsFrom<'procurementSuppliers.qualificationAdd', Qualification>('procurementSuppliers.qualificationAdd', [
        { key: 'name', label: 'procurementSuppliers.qualification.name', type: 'text', inSearch: true, width: 160 },
        { key: 'certNo', label: 'procurementSuppliers.qualification.certNo', type: 'text', width: 160 },
        { key: 'issuedOn', label: 'procurementSuppliers.qualification.issuedOn', type: 'date', width: 110 },
        {
          key: 'expiresOn',
          label: 'procurementSuppliers.qualification.expiresOn',
          type: 'date',
          width: 110,
          rules: [
            ({ getFieldValue }) => ({
              validator: async (_, v: unknown) => {
                const issued = getFieldValue('issuedOn') as unknown;
                const text = (d: unknown) => (d && typeof d === 'object' && 'format' in d ? (d as { format: (f: string) => string }).format('YYYY-MM-DD') : (d as string | null));
                const a = text(issued);
                const b = text(v);
                if (a && b && b < a) throw new Error(t('procurementSuppliers.qualification.datesOrder'));
              },
            }),
          ],
        },
        {
          key: 'state',
          label: 'procurementSuppliers.qualification.state',
          type: 'select',
          options: STATE_OPTIONS,
          inSearch: true,
          inForm: false,
          width: 100,
          render: (v) => <QualificationTag state={v as QualificationState} />,
        },
        { key: 'daysLeft', label: 'procurementSuppliers.qualification.daysLeft', type: 'number', inForm: false, width: 90, render: (v) => (v === null ? '' : String(v)) },
        { key: 'images', label: 'procurementSuppliers.qualification.images', type: 'image', limit: QUALIFICATION_IMAGE_LIMIT, uploadKey: 'supplier', width: 160 },
        { key: 'remark', label: 'procurementSuppliers.common.remark', type: 'textarea', inTable: false },
      ]),
    [t],
  );

  if (!valid) return <Empty description={t('procurementSuppliers.supplier.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('procurementSuppliers.common.loadFailed')} />;
  const s = detail.data;
  return (
    <>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/caigouzhongxin/supplier')} style={{ paddingLeft: 0 }}>
        {t('procurementSuppliers.supplier.back')}
      </Button>
      <Descriptions bordered column={3} size="small" title={s.name} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('procurementSuppliers.supplier.code')}>{s.code}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.level')}>{s.levelName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.state')}>
          {s.enabled ? <Tag color="green">{t('procurementSuppliers.supplier.enabled')}</Tag> : <Tag>{t('procurementSuppliers.supplier.disabled')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.contact')}>{s.contact}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.phone')}>{s.phone}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.email')}>{s.email}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.scope')}>{s.scope}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.qualification')}>
          <QualificationTag state={s.qualificationState} /> {s.nextExpiry ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.createdAt')}>{formatDateTime(s.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.supplier.address')} span={3}>
          {s.address}
        </Descriptions.Item>
        <Descriptions.Item label={t('procurementSuppliers.common.remark')} span={3}>
          {s.remark}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('procurementSuppliers.qualification.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('procurementSuppliers.qualification.hint')}</Typography.Paragraph>
      <ResourcePage
        title="procurementSuppliers.qualification.title"
        rowKey="qualificationId"
        fields={fields}
        pageEndpoint={QUALIFICATIONS}
        fixedQuery={{ supplierId }}
        addEndpoint="procurementSuppliers.qualificationAdd"
        editEndpoint="procurementSuppliers.qualificationEdit"
        removeEndpoint="procurementSuppliers.qualificationRemove"
        removeKey="qualificationId"
        newRecord={{ supplierId }}
        fromForm={(content, mode, row) => ({ ...content, supplierId, ...(mode === 'edit' && row ? { qualificationId: row.qualificationId } : {}) })}
        print
      />
    </>
  );
}
