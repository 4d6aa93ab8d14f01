import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Code, type ImportRecord } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryDocuments';
import ImportResultsPage from '.';
import InboundImport from '../inbounds/InboundImport';

describe('inbound import', () => {
  it('lists the rows that refused a sheet, then imports a good one into a draft', async () => {
    let imported: number | null = null;
    let refused = true;
    const api = fakeApi({
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '主食库', canteenId: 1, canteenName: '一食堂', enabled: true }],
      'procurementSuppliers.supplierOptions': () => [],
      'inventoryDocuments.inboundImport': () => {
        if (refused) {
          refused = false;
          throw refuse(Code.PASS_THROUGH, '共2行，其中1行有误，未导入任何数据', { total: 2, errors: [{ row: 3, custNum: '', field: 'materialName', message: '该仓库没有原材料“鱼翅”' }] });
        }
        return { total: 2, imported: 2, inboundId: 12, docNo: 'RK20261128012' };
      },
    });
    const { container } = renderWidget(<InboundImport onClose={() => {}} onImported={(id) => (imported = id)} />, zh);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('仓库'));
    await userEvent.click(await screen.findByTitle('主食库'));
    await userEvent.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'in.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('导入') }));
    expect(await within(dialog).findByText('该仓库没有原材料“鱼翅”')).toBeTruthy();
    expect(within(dialog).getByText('原材料名称')).toBeTruthy();
    expect(imported).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('导入') }));
    await waitFor(() => expect(imported).toBe(12));
    expect(api.calls('inventoryDocuments.inboundImport')[1]).toMatchObject({ warehouseId: 1 });
  });
});

describe('import records page', () => {
  it('lists the imports with the document made and their row errors', async () => {
    const record: ImportRecord = {
      importId: 1,
      kind: 'inbound',
      fileName: '11月28日到货.xlsx',
      totalRows: 12,
      okRows: 12,
      failedRows: 0,
      errors: [],
      docId: 12,
      docNo: 'RK20261128012',
      createdByName: '老王',
      createdAt: '2026-11-28T02:00:00Z',
    };
    fakeApi({ 'inventoryDocuments.importRecordPage': () => page([record]) });
    renderWidget(
      <MemoryRouter>
        <ImportResultsPage />
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('11月28日到货.xlsx')).closest('tr') as HTMLElement;
    expect(within(row).getByText('RK20261128012')).toBeTruthy();
    expect(within(row).getByText('入库单')).toBeTruthy();
    expect(within(row).getByRole('button', { name: spaced('详情') })).toBeTruthy();
  });
});
