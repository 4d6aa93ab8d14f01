import ConfigForm from '../shared/ConfigForm';
import { configIo } from '../shared/configs';
import { bankFields } from './bankFields';

/** Agricultural Bank configuration (/basesetting/appletpay/nonghang, menu 211010). */
export default function AbcPage() {
  return <ConfigForm title="/basesetting/appletpay/nonghang" fields={bankFields} {...configIo('abcBank')} />;
}
