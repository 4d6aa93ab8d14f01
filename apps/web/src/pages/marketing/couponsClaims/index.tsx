import ResourcePage from '@/components/ResourcePage';
import { itemFields } from '../couponsDetail/fields';

/** Claim records (/marketing/detail, menu 507000): the coupons granted and used, with filters and print. */
export default function ClaimRecordsPage() {
  return <ResourcePage title="/marketing/detail" rowKey="itemId" fields={itemFields} pageEndpoint="marketingCoupons.itemList" print />;
}
