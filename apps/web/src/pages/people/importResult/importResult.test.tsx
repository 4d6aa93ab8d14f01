import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Code } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import zh from '@/i18n/zh/persons';
import ImportResultPage from '.';
import { saveImportResult, toStoredImport } from './store';

const renderPage = () =>
  renderWidget(
    <MemoryRouter>
      <ImportResultPage />
    </MemoryRouter>,
    zh,
  );

describe('import result page', () => {
  beforeEach(() => sessionStorage.clear());

  it('says when there is no import yet', () => {
    renderPage();
    expect(screen.getByText('暂无导入结果，请在人员档案页面导入文件')).toBeTruthy();
  });

  it('shows how many rows a good import wrote', () => {
    saveImportResult(toStoredImport('add', 'a.xlsx', { total: 10000, imported: 10000 }));
    renderPage();
    expect(screen.getByText('导入成功')).toBeTruthy();
    expect(screen.getByText(/共 10000 行，已导入 10000 行/)).toBeTruthy();
  });

  it('lists the wrong rows of a refused import', () => {
    saveImportResult(
      toStoredImport('update', 'b.xlsx', {
        code: Code.PASS_THROUGH,
        msg: '共3行，其中1行有误，未导入任何数据',
        data: { total: 3, errors: [{ row: 3, custNum: 'U404', field: 'custNum', message: '人员编号不存在或无权限' }] },
      }),
    );
    renderPage();
    expect(screen.getByText('导入失败，未写入任何数据')).toBeTruthy();
    const row = screen.getByText('U404').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('人员编号');
    expect(screen.getByText('人员编号不存在或无权限')).toBeTruthy();
  });
});
