import { useMemo } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { EyeOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_LEVEL_COUNT, type QualificationState, type Supplier } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';
import { sessionStore } from '@/shell/session';
import { formatDateTime } from '@/shell/clock';

const PAGE_ID = 'procurementSuppliers.supplierPage';
const LEVEL_MENU = 1001000;
const PHONE = /^[0-9+\-() ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const supplierDetailPath = (supplierId: number) => `/caigouzhongxin/supplier/supplierDetail?supplierId=${supplierId}`;

const STATE_COLORS: Record<QualificationState, string | undefined> = { none: undefined, valid: 'green', expiring: 'orange', expired: 'red' };
/** A qualification state as a coloured tag. */
export const QualificationTag = ({ state }: { state: QualificationState }) => {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`procurementSuppliers.state.${state}`)}</Tag>;
};

/**
 * The level choices: the merchant's names when the user may read the ladder (menu 1001000), else the numbered
 * levels, so a role with only the supplier page still files suppliers by level.
 */
async function levelOptions(): Promise<FieldOption[]> {
  if (sessionStore.get().roles.includes(LEVEL_MENU)) {
    const levels = await call('procurementSuppliers.levelList', {});
    return levels.map((l) => ({ value: l.levelNo, label: `${l.levelNo} · ${l.name}` }));
  }
  return Array.from({ length: SUPPLIER_LEVEL_COUNT }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
}

const ENABLED_OPTIONS: FieldOption[] = [
  { value: true, label: 'procurementSuppliers.supplier.enabled' },
  { value: false, label: 'procurementSuppliers.supplier.disabled' },
];
const WARNING_OPTIONS: FieldOption[] = [
  { value: 'expiring', label: 'procurementSuppliers.state.expiring' },
  { value: 'expired', label: 'procurementSuppliers.state.expired' },
];

/**
 * Suppliers (/caigouzhongxin/supplier, menu 1002000): filtered by name or code, level, state and a qualification
 * warning; added, edited, enabled or disabled, removed while nothing names them, exported and printed. The details
 * page holds the supplier's qualifications.
 */
export default function SuppliersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const fields = useMemo(
    () =>
      fieldsFrom<'procurementSuppliers.supplierAdd', Supplier>('procurementSuppliers.supplierAdd', [
        { key: 'name', label: 'procurementSuppliers.supplier.name', type: 'text', inSearch: true, width: 180 },
        { key: 'code', label: 'procurementSuppliers.supplier.code', type: 'text', width: 90 },
        {
          key: 'levelNo',
          label: 'procurementSuppliers.supplier.level',
          type: 'select',
          inSearch: true,
          options: levelOptions,
          width: 130,
          render: (_, row) => row.levelName ?? '',
        },
        { key: 'contact', label: 'procurementSuppliers.supplier.contact', type: 'text', width: 100 },
        { key: 'phone', label: 'procurementSuppliers.supplier.phone', type: 'text', width: 140, rules: [{ pattern: PHONE, message: t('procurementSuppliers.supplier.phoneInvalid') }] },
        { key: 'email', label: 'procurementSuppliers.supplier.email', type: 'text', width: 180, rules: [{ pattern: EMAIL, message: t('procurementSuppliers.supplier.emailInvalid') }] },
        { key: 'scope', label: 'procurementSuppliers.supplier.scope', type: 'text', width: 120 },
        { key: 'address', label: 'procurementSuppliers.supplier.address', type: 'textarea', inTable: false },
        {
          key: 'enabled',
          label: 'procurementSuppliers.supplier.state',
          type: 'select',
          options: ENABLED_OPTIONS,
          inSearch: true,
          inForm: false,
          width: 80,
          render: (v) => (v ? <Tag color="green">{t('procurementSuppliers.supplier.enabled')}</Tag> : <Tag>{t('procurementSuppliers.supplier.disabled')}</Tag>),
        },
        { key: 'qualification', label: 'procurementSuppliers.supplier.qualificationFilter', type: 'select', options: WARNING_OPTIONS, inSearch: true, inTable: false, inForm: false },
        {
          key: 'qualificationState',
          label: 'procurementSuppliers.supplier.qualification',
          type: 'text',
          inForm: false,
          width: 100,
          render: (v) => <QualificationTag state={v as QualificationState} />,
        },
        { key: 'nextExpiry', label: 'procurementSuppliers.supplier.nextExpiry', type: 'text', inForm: false, width: 110 },
        { key: 'remark', label: 'procurementSuppliers.common.remark', type: 'textarea', inTable: false },
        { key: 'createdAt', label: 'procurementSuppliers.supplier.createdAt', type: 'text', inForm: false, width: 170, render: (v) => formatDateTime(String(v)) },
      ]),
    [t],
  );

  const setEnabled = async (row: Supplier, enabled: boolean) => {
    try {
      await call('procurementSuppliers.supplierStatus', { supplierId: row.supplierId, enabled });
      await queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
    } catch {
      // the request client has shown why
    }
  };

  return (
    <ResourcePage
      title="/caigouzhongxin/supplier"
      rowKey="supplierId"
      fields={fields}
      pageEndpoint={PAGE_ID}
      addEndpoint="procurementSuppliers.supplierAdd"
      editEndpoint="procurementSuppliers.supplierEdit"
      removeEndpoint="procurementSuppliers.supplierRemove"
      removeKey="supplierId"
      exportEndpoint="procurementSuppliers.supplierExport"
      print
      actionsWidth={300}
      fromForm={(content, mode, row) => (mode === 'edit' && row ? { ...content, supplierId: row.supplierId, enabled: row.enabled } : content)}
      extraActions={(row) => (
        <>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(supplierDetailPath(row.supplierId))}>
            {t('procurementSuppliers.supplier.detail')}
          </Button>
          {row.enabled ? (
            <Popconfirm
              title={t('procurementSuppliers.supplier.disableHint')}
              okText={t('widgets.common.ok')}
              cancelText={t('widgets.common.cancel')}
              onConfirm={() => setEnabled(row, false)}
            >
              <Button type="link" size="small" danger icon={<StopOutlined />}>
                {t('procurementSuppliers.supplier.disable')}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => void setEnabled(row, true)}>
              {t('procurementSuppliers.supplier.enable')}
            </Button>
          )}
        </>
      )}
    />
  );
}
