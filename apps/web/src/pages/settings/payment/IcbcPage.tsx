import ConfigForm from '../shared/ConfigForm';
import { configIo } from '../shared/configs';
import { bankFields } from './bankFields';

/** ICBC configuration (/basesetting/appletpay/gonghang, menu 211020). */
export default function IcbcPage() {
  return <ConfigForm title="/basesetting/appletpay/gonghang" fields={bankFields} {...configIo('icbcBank')} />;
}
