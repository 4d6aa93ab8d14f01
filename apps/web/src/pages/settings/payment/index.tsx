import { Button, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import ConfigForm from '../shared/ConfigForm';
import { configIo } from '../shared/configs';
import { bankFields } from './bankFields';
import CloudPosPage from './CloudPosPage';
import CertificatesPanel from './CertificatesPanel';

/**
 * Payment configuration (/basesetting/appletpay, menu 211000): China Construction Bank here, the other two banks on
 * their own pages; the cloud POS terminals and the banks' payment certificates on their own tabs.
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bankConfig = (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate('/basesetting/appletpay/nonghang')}>{t('/basesetting/appletpay/nonghang')}</Button>
        <Button onClick={() => navigate('/basesetting/appletpay/gonghang')}>{t('/basesetting/appletpay/gonghang')}</Button>
      </Space>
      <ConfigForm title="settings.bank.ccb" fields={bankFields} {...configIo('ccbBank')} />
    </>
  );
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'bank', label: t('settings.payment.bankTab'), children: bankConfig },
        { key: 'cloudPos', label: t('settings.cloudPos.title'), children: <CloudPosPage /> },
        { key: 'certificates', label: t('settings.cert.title'), children: <CertificatesPanel /> },
      ]}
    />
  );
}
