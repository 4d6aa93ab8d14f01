import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import ImageUpload from '.';

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const png = (name = 'dish.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('ImageUpload', () => {
  it('uploads through the files endpoint with the upload key and reports the address', async () => {
    const received: File[] = [];
    const api = fakeApi({
      'files.upload': (_input, file) => {
        received.push(file!);
        return { fileNameUrl: '/files/dishes/a.png', width: 750, height: 600 };
      },
    });
    const onChange = vi.fn();
    renderWidget(<ImageUpload value={[]} onChange={onChange} />);
    const file = png();
    await userEvent.upload(fileInput(), file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/files/dishes/a.png']));
    const [sent] = api.log;
    expect(sent.url.pathname).toBe('/admin/api/v1/sysfile/upload');
    expect(sent.url.searchParams.get('uploadKey')).toBe('dishes');
    expect(sent.content).toEqual({ uploadKey: 'dishes' });
    expect(received.map((f) => [f.name, f.size])).toEqual([['dish.png', 1024]]);
  });

  it('refuses other formats and large files with the spec messages', async () => {
    const api = fakeApi();
    renderWidget(<ImageUpload value={[]} />);
    await userEvent.upload(fileInput(), new File(['x'], 'a.webp', { type: 'image/webp' }), { applyAccept: false });
    expect(await screen.findByText('上传图片只能是 JPG、GIF、BMP、PNG 格式!')).toBeTruthy();
    await userEvent.upload(fileInput(), png('big.png', 600 * 1024));
    expect(await screen.findByText('上传图片大小不能超过 500KB!')).toBeTruthy();
    expect(api.log).toEqual([]);
  });

  it('hides the add button once the limit is reached', () => {
    const { rerender } = renderWidget(<ImageUpload value={['/a.png']} limit={1} />);
    expect(screen.queryByText('上传')).toBeNull();
    rerender(<ImageUpload value={['/a.png']} limit={5} />);
    expect(screen.getByText('上传')).toBeTruthy();
  });

  it('shows an image large on preview', async () => {
    renderWidget(<ImageUpload value={['/files/dishes/a.png']} />);
    await userEvent.click(screen.getByTitle('Preview file')); // antd's own title
    const preview = dialogWith('预览');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/files/dishes/a.png');
  });

  it('asks before removing an image', async () => {
    const onChange = vi.fn();
    renderWidget(<ImageUpload value={['/a.png', '/b.png']} onChange={onChange} />);
    await userEvent.click(screen.getAllByTitle('Remove file')[0]); // antd's own title
    const confirm = dialogWith('确认删除?');
    await userEvent.click(screen.getAllByRole('button', { name: spaced('确定') }).find((b) => confirm.contains(b))!);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/b.png']));
  });
});
