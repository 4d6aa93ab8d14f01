import { createInflateRaw } from 'node:zlib';
import { RATIO_FLOOR_BYTES, Refusal, megabytes, type ImportLimits } from './limits';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packedSize: number;
  /** The unpacked size the directory declares; unpacking stops past it. */
  size: number;
  dataStart: number;
}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const notWorkbook = () => new Refusal('xlsxNotWorkbook');

function findEnd(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65 535.
  const last = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= last; i--) if (buf.readUInt32LE(i) === END) return i;
  return -1;
}

/**
 * Reads the zip's central directory without unpacking anything and refuses a file with too many parts, more
 * declared unpacked bytes than the limit or an absurd compression ratio. ZIP64 and encrypted parts are refused too:
 * no real import needs them.
 */
export function readZipDirectory(buf: Buffer, limits: ImportLimits): Map<string, ZipEntry> {
  const end = findEnd(buf);
  if (end < 0) throw notWorkbook();
  const count = buf.readUInt16LE(end + 10);
  const dirStart = buf.readUInt32LE(end + 16);
  if (count > limits.maxParts) throw new Refusal('xlsxTooManyParts', { max: limits.maxParts });
  if (dirStart + buf.readUInt32LE(end + 12) > end) throw notWorkbook();
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  for (let i = 0, p = dirStart; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw notWorkbook();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const packedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameEnd = p + 46 + buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    if (nameEnd > end) throw notWorkbook();
    const name = buf.toString('utf8', p + 46, nameEnd).replace(/^\//, '');
    p = nameEnd + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);

    total += size;
    if (total > limits.maxUnpackedBytes) throw new Refusal('xlsxTooLarge', { max: megabytes(limits.maxUnpackedBytes) });
    if (size > RATIO_FLOOR_BYTES && size > packedSize * limits.maxCompressionRatio) throw new Refusal('xlsxOverCompressed', { max: limits.maxCompressionRatio });
    if (flags & 1 || (method !== 0 && method !== 8) || (method === 0 && size !== packedSize)) throw notWorkbook();
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw notWorkbook();
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + packedSize > buf.length) throw notWorkbook();
    if (!entries.has(name)) entries.set(name, { name, method, packedSize, size, dataStart });
  }
  return entries;
}

/**
 * The unpacked bytes of one part, chunk by chunk. Declared sizes can lie: inflating stops as soon as the real bytes
 * pass the declared size (whose total was checked against the limit), so a part never unpacks past the limit.
 */
export async function* unpack(buf: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = buf.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  if (entry.method === 0) {
    for (let at = 0; at < packed.length; at += 64 * 1024) yield packed.subarray(at, at + 64 * 1024);
    return;
  }
  // zlib holds back output the reader has not taken, so at most a chunk is inflated past what was read.
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  let real = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      real += chunk.length;
      if (real > entry.size) throw new Refusal('xlsxSizeMismatch');
      yield chunk;
    }
  } finally {
    inflater.destroy();
  }
}
