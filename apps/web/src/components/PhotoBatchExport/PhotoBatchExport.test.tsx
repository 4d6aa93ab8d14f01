import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JSZip from 'jszip';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import PhotoBatchExport from '.';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');

describe('PhotoBatchExport', () => {
  it('downloads 批量下载图片.zip and tells the user which photo was unavailable', async () => {
    // The server has /ok.png; /gone.png is missing.
    fakeApi({}, { '/ok.png': new Blob(['img'], { type: 'image/png' }) });
    renderWidget(
      <PhotoBatchExport
        rows={[
          { custNum: '1', custName: '张三', photoUrl: '/ok.png' },
          { custNum: '2', custName: '李四', photoUrl: '/gone.png' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /批量导出照片/ }));
    expect(await screen.findByText('该图片不可用:2_李四.png')).toBeTruthy();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0];
    expect(name).toBe('批量下载图片.zip');
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(await zip.file('1_张三.png')?.async('string')).toBe('img');
    expect(zip.file('2_李四.png')).toBeNull();
  });

  it('says so when there is nobody to export', async () => {
    renderWidget(<PhotoBatchExport rows={async () => []} />);
    await userEvent.click(screen.getByRole('button', { name: /批量导出照片/ }));
    expect(await screen.findByText('没有可导出的照片')).toBeTruthy();
  });
});
