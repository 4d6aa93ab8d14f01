import JSZip from 'jszip';

/** One person's photo to export (spec §2: rows hold custName, custNum and photoUrl). */
export interface PhotoRow {
  custName: string;
  custNum: string;
  photoUrl?: string | null;
}

export interface PhotoZip {
  zip: Blob;
  /** Names of the files added. */
  added: string[];
  /** Names of the photos that could not be loaded. */
  unavailable: string[];
}

export interface PhotoZipTexts {
  /** Name of the text file in the zip listing the unavailable photos. */
  listFileName: string;
  /** One line of that list, e.g. 该图片不可用:{name}. */
  unavailableLine: (fileName: string) => string;
}

const EXT_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** The extension in the address (ignoring query and fragment), else the one of the reply's type, else jpg. */
export function photoExtension(url: string | null | undefined, contentType?: string | null): string {
  const path = (url ?? '').split(/[?#]/)[0];
  const match = /\.([A-Za-z0-9]{2,5})$/.exec(path.split('/').pop() ?? '');
  if (match) return match[1].toLowerCase();
  return EXT_BY_TYPE[(contentType ?? '').split(';')[0].trim().toLowerCase()] ?? 'jpg';
}

/** Characters a file system refuses are replaced so every name can be written. */
const safeName = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');

async function loadPhoto(url: string, fetchImpl: typeof fetch): Promise<{ data: Blob; type: string | null } | null> {
  try {
    const reply = await fetchImpl(url);
    if (!reply.ok) return null;
    const type = reply.headers.get('content-type');
    // A server may answer a missing file with an HTML page and status 200.
    if (type && !type.toLowerCase().startsWith('image/') && !type.toLowerCase().startsWith('application/octet-stream')) return null;
    const data = await reply.blob();
    return data.size > 0 ? { data, type } : null;
  } catch {
    return null;
  }
}

/** Fetches every photo (a few at a time) into a zip named `${custNum}_${custName}.${ext}`; photos that do not load are skipped and listed. */
export async function buildPhotoZip(rows: PhotoRow[], texts: PhotoZipTexts, fetchImpl: typeof fetch = fetch, parallel = 6): Promise<PhotoZip> {
  const zip = new JSZip();
  const results: ({ name: string; data: Blob } | { name: string; data: null })[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index];
      const base = safeName(`${row.custNum}_${row.custName}`);
      const photo = row.photoUrl ? await loadPhoto(row.photoUrl, fetchImpl) : null;
      results[index] = { name: `${base}.${photoExtension(row.photoUrl, photo?.type)}`, data: photo?.data ?? null };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, worker));

  const added: string[] = [];
  const unavailable: string[] = [];
  const used = new Set<string>();
  for (const result of results) {
    if (!result.data) {
      unavailable.push(result.name);
      continue;
    }
    // Two people may share a number and a name; the second file gets a suffix instead of replacing the first.
    let name = result.name;
    for (let n = 2; used.has(name); n++) name = result.name.replace(/(\.[^.]+)$/, `(${n})$1`);
    used.add(name);
    zip.file(name, result.data);
    added.push(name);
  }
  if (unavailable.length > 0) zip.file(texts.listFileName, unavailable.map(texts.unavailableLine).join('\r\n'));
  return { zip: await zip.generateAsync({ type: 'blob' }), added, unavailable };
}
