import type { inventoryDocumentsEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { inboundDetail, inboundPage, removeInbound, reverseInbound, saveAndCommitInbound, saveInbound } from './inbounds';
import { exportInbounds, exportOutbounds, importInbound, inboundTemplate, readInboundSheet } from './inboundXlsx';
import { importRecordPage } from './importRecords';
import { outboundDetail, outboundPage, removeOutbound, saveAndCommitOutbound, saveOutbound } from './outbounds';

const inbound = (r: { inboundId: number; docNo: string }) => ({ id: r.inboundId, docNo: r.docNo });
const outbound = (r: { outboundId: number; docNo: string }) => ({ id: r.outboundId, docNo: r.docNo });

export const inventoryDocumentsHandlers: Handlers<typeof inventoryDocumentsEndpoints> = {
  'inventoryDocuments.inboundSave': async (ctx, input) => inbound(await saveInbound(ctx, { ...input, purchaseOrderId: null })),
  'inventoryDocuments.inboundCommit': async (ctx, input) => inbound(await saveAndCommitInbound(ctx, { ...input, purchaseOrderId: null })),
  'inventoryDocuments.inboundPage': (ctx, input) => inboundPage(ctx, input),
  'inventoryDocuments.inboundRemove': (ctx, input) => removeInbound(ctx, input.id).then(() => null),
  'inventoryDocuments.inboundDetail': (ctx, input) => inboundDetail(ctx, input.id),
  'inventoryDocuments.inboundReverse': async (ctx, input) => inbound(await reverseInbound(ctx, input.id)),
  'inventoryDocuments.inboundImport': prepareFirst(
    (ctx) => readInboundSheet(ctx),
    (ctx, input, read) => importInbound(ctx, input, read),
  ),
  'inventoryDocuments.inboundTemplate': (ctx) => inboundTemplate(ctx),
  'inventoryDocuments.inboundExport': (ctx, input) => exportInbounds(ctx, input),
  'inventoryDocuments.importRecordPage': (ctx, input) => importRecordPage(ctx, input),
  'inventoryDocuments.outboundSave': async (ctx, input) => outbound(await saveOutbound(ctx, input)),
  'inventoryDocuments.outboundCommit': async (ctx, input) => outbound(await saveAndCommitOutbound(ctx, input)),
  'inventoryDocuments.outboundPage': (ctx, input) => outboundPage(ctx, input),
  'inventoryDocuments.outboundRemove': (ctx, input) => removeOutbound(ctx, input.id).then(() => null),
  'inventoryDocuments.outboundDetail': (ctx, input) => outboundDetail(ctx, input.id),
  'inventoryDocuments.outboundExport': (ctx, input) => exportOutbounds(ctx, input),
};
