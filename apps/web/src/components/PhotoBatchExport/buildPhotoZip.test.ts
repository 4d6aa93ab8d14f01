import { describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import { buildPhotoZip, photoExtension } from './buildPhotoZip';

const texts = { listFileName: '不可用图片.txt', unavailableLine: (name: string) => `该图片不可用:${name}` };

/** A fetch that serves the given images and fails the rest like a broken link does. */
function fakeFetch(images: Record<string, { body: string; type: string }>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('offline')) throw new TypeError('Failed to fetch');
    const image = images[url];
    const type = image?.type ?? 'text/html';
    return {
      ok: Boolean(image),
      status: image ? 200 : 404,
      headers: new Headers({ 'content-type': type }),
      blob: async () => new Blob([image?.body ?? 'not found'], { type }),
    } as unknown as Response;
  });
}

describe('buildPhotoZip', () => {
  it('zips the photos that load as number_name.ext and lists the ones that do not', async () => {
    const fetchImpl = fakeFetch({
      '/photos/1001.png': { body: 'PNG-1', type: 'image/png' },
      '/photos/1002.jpg?v=3': { body: 'JPG-2', type: 'image/jpeg' },
    });
    const rows = [
      { custNum: '1001', custName: '张三', photoUrl: '/photos/1001.png' },
      { custNum: '1002', custName: '李四', photoUrl: '/photos/1002.jpg?v=3' },
      { custNum: '1003', custName: '王五', photoUrl: '/photos/missing.jpg' },
      { custNum: '1004', custName: '赵六', photoUrl: 'https://offline.example/p.gif' },
    ];
    const result = await buildPhotoZip(rows, texts, fetchImpl);

    expect(result.added).toEqual(['1001_张三.png', '1002_李四.jpg']);
    expect(result.unavailable).toEqual(['1003_王五.jpg', '1004_赵六.gif']);
    const zip = await JSZip.loadAsync(await result.zip.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['1001_张三.png', '1002_李四.jpg', '不可用图片.txt']);
    expect(await zip.file('1001_张三.png')!.async('string')).toBe('PNG-1');
    const list = await zip.file('不可用图片.txt')!.async('string');
    expect(list.split('\r\n')).toEqual(['该图片不可用:1003_王五.jpg', '该图片不可用:1004_赵六.gif']);
  });

  it('has no list file when every photo loads, and keeps two people with the same name apart', async () => {
    const fetchImpl = fakeFetch({ '/a': { body: 'A', type: 'image/png' }, '/b': { body: 'B', type: 'image/png' } });
    const rows = [
      { custNum: '7', custName: '同名', photoUrl: '/a' },
      { custNum: '7', custName: '同名', photoUrl: '/b' },
    ];
    const result = await buildPhotoZip(rows, texts, fetchImpl);
    expect(result.unavailable).toEqual([]);
    const zip = await JSZip.loadAsync(await result.zip.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['7_同名(2).png', '7_同名.png']);
  });

  it('replaces characters a file name cannot hold', async () => {
    const fetchImpl = fakeFetch({ '/a.png': { body: 'A', type: 'image/png' } });
    const result = await buildPhotoZip([{ custNum: '1/2', custName: 'A:B*', photoUrl: '/a.png' }], texts, fetchImpl);
    expect(result.added).toEqual(['1_2_A_B_.png']);
  });

  it('lists a person without a photo address as unavailable without fetching', async () => {
    const fetchImpl = fakeFetch({});
    const result = await buildPhotoZip([{ custNum: '9', custName: '空', photoUrl: null }], texts, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result.unavailable).toEqual(['9_空.jpg']);
  });
});

describe('photoExtension', () => {
  it('comes from the address, else the reply type, else jpg', () => {
    expect(photoExtension('/x/y/photo.PNG?token=1')).toBe('png');
    expect(photoExtension('/x/y/photo', 'image/gif')).toBe('gif');
    expect(photoExtension('/x/y/photo')).toBe('jpg');
  });
});
