import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { Code } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, refuse } from '@/testing/fakeApi';
import stock from '@/i18n/zh/inventoryStock';
import documents from '@/i18n/zh/inventoryDocuments';
import ImportButtons from '.';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');

const refusal = () => refuse(Code.PASS_THROUGH, '共2行，其中1行有误，未导入任何数据', { total: 2, errors: [{ row: 3, custNum: '', field: 'unitName', message: '单位“桶”不存在' }] });

describe('import buttons', () => {
  it('imports a sheet at once with the content given, and lists the rows of a refused one by their columns', async () => {
    let refused = false;
    let imported = 0;
    const api = fakeApi({
      'inventoryStock.houseMaterialImport': () => {
        if (!refused) {
          refused = true;
          throw refusal();
        }
        return { total: 2, imported: 2 };
      },
    });
    const { container } = renderWidget(
      <ImportButtons texts="inventoryStock.import" templateEndpoint="inventoryStock.houseMaterialTemplate" importEndpoint="inventoryStock.houseMaterialImport" content={{ warehouseId: 4 }} onImported={() => (imported += 1)} />,
      stock,
    );
    // The picker's input is made anew after each file.
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['x'], 'materials.xlsx'));
    const dialog = await waitFor(() => dialogWith('单位“桶”不存在'));
    expect(within(dialog).getByText('导入失败，未导入任何原材料')).toBeTruthy();
    expect(within(dialog).getByText('库存单位')).toBeTruthy();
    expect(imported).toBe(0);
    await userEvent.upload(input(), new File(['y'], 'fixed.xlsx'));
    await waitFor(() => expect(imported).toBe(1));
    expect(await screen.findByText('已导入 2 / 2 种原材料')).toBeTruthy();
    expect(api.calls('inventoryStock.houseMaterialImport')).toEqual([{ warehouseId: 4 }, { warehouseId: 4 }]);
  });

  it('downloads the template under its translated name, and names columns as the caller says', async () => {
    const xlsx = new Blob(['x']);
    fakeApi({ 'inventoryStock.houseMaterialTemplate': () => xlsx, 'inventoryStock.houseMaterialImport': () => Promise.reject(refusal()) });
    const { container } = renderWidget(
      <ImportButtons
        texts="inventoryStock.import"
        templateEndpoint="inventoryStock.houseMaterialTemplate"
        importEndpoint="inventoryStock.houseMaterialImport"
        content={{ warehouseId: 4 }}
        columnName={(field) => `«${field}»`}
        onImported={() => {}}
      />,
      stock,
    );
    await userEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.anything(), '仓库原材料导入模板.xlsx'));
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'm.xlsx'));
    expect(await waitFor(() => within(dialogWith('单位“桶”不存在')).getByText('«unitName»'))).toBeTruthy();
  });

  it('with form fields, asks for a file first, then sends the fields with it', async () => {
    let answered: number | null = null;
    const api = fakeApi({ 'inventoryDocuments.inboundImport': () => ({ total: 1, imported: 1, inboundId: 9, docNo: 'RK1' }) });
    const { container } = renderWidget(
      <ImportButtons<'inventoryDocuments.inboundImport', { warehouse?: string }>
        texts="inventoryDocuments.import"
        templateEndpoint="inventoryDocuments.inboundTemplate"
        importEndpoint="inventoryDocuments.inboundImport"
        onImported={(answer) => (answered = answer.inboundId)}
        form={{
          name: 'test',
          initialValues: { warehouse: '7' },
          onClose: () => {},
          content: (v) => ({ warehouseId: Number(v.warehouse) }),
          fields: (
            <Form.Item name="warehouse" label="仓库号">
              <Input />
            </Form.Item>
          ),
        }}
      />,
      documents,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入入库单')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('导入') }));
    expect(await within(dialog).findByText('请选择要导入的文件')).toBeTruthy();
    expect(api.calls('inventoryDocuments.inboundImport')).toEqual([]);
    await userEvent.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'in.xlsx'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('导入') }));
    await waitFor(() => expect(answered).toBe(9));
    expect(api.calls('inventoryDocuments.inboundImport')).toEqual([{ warehouseId: 7 }]);
  });
});
