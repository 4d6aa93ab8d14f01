import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One part of a hand-made zip: its deflated bytes and unpacked size. */
export interface ZipPart {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  /** The unpacked size written in the zip when it is not the real one (a lying file). */
  declared?: number;
}

/** A deflated part. */
export function part(name: string, text: string | Buffer): ZipPart {
  const data = Buffer.from(text);
  return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/**
 * A part whose content is head + body × times + tail, made in no time whatever its size: the body is deflated once
 * with a full flush (which forgets the history), so its bytes can be repeated. The CRC is left 0 (readers skip it).
 */
export function repeatedPart(name: string, head: string, body: string, times: number, tail: string): ZipPart {
  const flushed = (s: string) => deflateRawSync(Buffer.from(s), { finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(body);
  return {
    name,
    packed: Buffer.concat([flushed(head), ...Array.from({ length: times }, () => block), deflateRawSync(Buffer.from(tail))]),
    size: Buffer.byteLength(head) + Buffer.byteLength(body) * times + Buffer.byteLength(tail),
    crc: 0,
  };
}

/** A part deflated piece by piece (each flushed), so that a big part is made without ever holding all its text. */
export function piecewisePart(name: string, pieces: Iterable<string>): ZipPart {
  const packed: Buffer[] = [];
  let size = 0;
  for (const piece of pieces) {
    const data = Buffer.from(piece);
    size += data.length;
    packed.push(deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH }));
  }
  packed.push(deflateRawSync(Buffer.alloc(0)));
  return { name, packed: Buffer.concat(packed), size, crc: 0 };
}

/** A zip file of the parts (deflated, no data descriptors). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declared ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    centrals.push(central, name);
    offset += 30 + name.length + p.packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** An .xlsx file around one sheet part (named xl/worksheets/sheet1.xml), with optional shared strings. */
export function workbook(sheet: ZipPart, sharedStrings?: ZipPart, extra: ZipPart[] = []): Buffer {
  const strings = sharedStrings ? [{ ...sharedStrings, name: 'xl/sharedStrings.xml' }] : [];
  return zip([
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (sharedStrings ? `<Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        `</Relationships>`,
    ),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...strings,
    ...extra,
  ]);
}

/** Column letters of a column number (1 → A, 28 → AB). */
export function letters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Sheet XML of rows of cells (row 1 first): numbers as numbers, texts as inline strings, null as no cell. */
export function sheetXml(rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null, ref: string) =>
    v === null ? '' : typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
  return SHEET_HEAD + rows.map((r, i) => `<row r="${i + 1}">${r.map((v, j) => cell(v, `${letters(j + 1)}${i + 1}`)).join('')}</row>`).join('') + SHEET_TAIL;
}
