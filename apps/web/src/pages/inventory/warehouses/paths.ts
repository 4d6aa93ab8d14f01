/** The hidden pages of warehouse management, by their query string. */
export const warehouseDetailPath = (warehouseId: number) => `/kucunzhongxin/depotManage/depotManagedetail?warehouseId=${warehouseId}`;
export const batchDetailPath = (batchId: number) => `/kucunzhongxin/depotManage/picidetail?batchId=${batchId}`;
export const materialBatchesPath = (houseMaterialId: number) => `/kucunzhongxin/depotManage/picidetail?houseMaterialId=${houseMaterialId}`;
