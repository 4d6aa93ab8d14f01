import type { customersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import {
  addCustomer,
  cancelCustomers,
  customerPage,
  getCustomer,
  moveCustomers,
  registerFace,
  savePhoto,
  savePhotos,
  updateCustomer,
} from './customers';
import { importCustomerUpdates, importCustomers, importTemplate } from './customerImport';

export const customersHandlers: Handlers<typeof customersEndpoints> = {
  'customers.page': (ctx, input) => customerPage(ctx, input, 'people'),
  'customers.add': (ctx, input) => addCustomer(ctx, input),
  'customers.edit': (ctx, input) => updateCustomer(ctx, input),
  'customers.detail': (ctx, input) => getCustomer(ctx, input.custId),
  'customers.cancel': (ctx, input) => cancelCustomers(ctx, [input.custId]),
  'customers.batchCancel': (ctx, input) => cancelCustomers(ctx, input.custIds),
  'customers.cancelledPage': (ctx, input) => customerPage(ctx, input, 'cancelled'),
  'customers.savePhoto': (ctx, input) => savePhoto(ctx, input),
  'customers.savePhotos': (ctx, input) => savePhotos(ctx, input),
  'customers.registerFace': (ctx, input) => registerFace(ctx, input),
  'customers.moveToOrg': (ctx, input) => moveCustomers(ctx, input),
  'customers.casualPage': (ctx, input) => customerPage(ctx, input, 'casual'),
  'customers.importAdd': (ctx) => importCustomers(ctx),
  'customers.importUpdate': (ctx) => importCustomerUpdates(ctx),
  'customers.importTemplate': (ctx) => importTemplate(ctx) as never,
};
