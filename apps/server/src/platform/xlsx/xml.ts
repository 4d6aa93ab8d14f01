import { SaxesParser } from 'saxes';
import { Refusal } from './limits';
import { unpack, type ZipEntry } from './zip';

/** What a part's reader does with each tag (local name, without a namespace prefix) and text. */
export interface XmlHandlers {
  open(name: string, attrs: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/**
 * Streams one part of the zip through a SAX parser: only a chunk of unpacked text is in memory at a time, and a
 * handler's Refusal stops unpacking at once. Anything else that goes wrong means the file is not a workbook.
 */
export async function parsePart(buf: Buffer, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('opentag', (tag) => handlers.open(local(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close(local(tag.name)));
  parser.on('text', handlers.text);
  parser.on('cdata', handlers.text);
  const decoder = new TextDecoder();
  try {
    for await (const chunk of unpack(buf, entry)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode()).close();
  } catch (e) {
    if (e instanceof Refusal) throw e;
    throw new Refusal('xlsxNotWorkbook');
  }
}
