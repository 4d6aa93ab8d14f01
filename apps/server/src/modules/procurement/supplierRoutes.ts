import type { procurementSuppliersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { editLevel, levelList } from './supplierLevels';
import { addSupplier, editSupplier, removeSupplier, setSupplierStatus, supplierDetail, supplierOptions, supplierPage } from './suppliers';
import { exportSuppliers } from './suppliersExport';
import { addQualification, editQualification, qualificationPage, removeQualification } from './qualifications';

export const procurementSuppliersHandlers: Handlers<typeof procurementSuppliersEndpoints> = {
  'procurementSuppliers.levelList': (ctx) => levelList(ctx),
  'procurementSuppliers.levelEdit': (ctx, input) => editLevel(ctx, input),
  'procurementSuppliers.supplierPage': (ctx, input) => supplierPage(ctx, input),
  'procurementSuppliers.supplierAdd': (ctx, input) => addSupplier(ctx, input),
  'procurementSuppliers.supplierEdit': (ctx, input) => editSupplier(ctx, input),
  'procurementSuppliers.supplierRemove': (ctx, input) => removeSupplier(ctx, input.supplierId),
  'procurementSuppliers.supplierStatus': (ctx, input) => setSupplierStatus(ctx, input.supplierId, input.enabled),
  'procurementSuppliers.supplierExport': (ctx, input) => exportSuppliers(ctx, input),
  'procurementSuppliers.supplierOptions': (ctx, input) => supplierOptions(ctx, input),
  'procurementSuppliers.supplierDetail': (ctx, input) => supplierDetail(ctx, input.supplierId),
  'procurementSuppliers.qualificationPage': (ctx, input) => qualificationPage(ctx, input),
  'procurementSuppliers.qualificationAdd': (ctx, input) => addQualification(ctx, input),
  'procurementSuppliers.qualificationEdit': (ctx, input) => editQualification(ctx, input),
  'procurementSuppliers.qualificationRemove': (ctx, input) => removeQualification(ctx, input.qualificationId),
};
