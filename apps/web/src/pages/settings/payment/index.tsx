import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import ConfigForm from '../shared/ConfigForm';
import { configIo } from '../shared/configs';
import { bankFields } from './bankFields';

/** Payment configuration (/basesetting/appletpay, menu 211000): China Construction Bank here, the other two banks on their own pages. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate('/basesetting/appletpay/nonghang')}>{t('/basesetting/appletpay/nonghang')}</Button>
        <Button onClick={() => navigate('/basesetting/appletpay/gonghang')}>{t('/basesetting/appletpay/gonghang')}</Button>
      </Space>
      <ConfigForm title="settings.bank.ccb" fields={bankFields} {...configIo('ccbBank')} />
    </>
  );
}
