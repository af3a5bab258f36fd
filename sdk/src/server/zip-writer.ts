import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const UTF8_NAMES_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffffffff;

/**
 * Writes a ZIP archive to a stream one entry at a time, each deflated as it is read (sizes and
 * CRC follow the data in a descriptor), so an export of any size never sits whole in memory.
 * Plain ZIP, not ZIP64: at most 65 535 entries of under 4 GiB each.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: WrittenEntry[] = [];
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly out: Writable,
    modified = new Date(),
  ) {
    this.time = (modified.getHours() << 11) | (modified.getMinutes() << 5) | Math.floor(modified.getSeconds() / 2);
    this.date = ((modified.getFullYear() - 1980) << 9) | ((modified.getMonth() + 1) << 5) | modified.getDate();
  }

  /** Adds a file from bytes, a string or an iterable of chunks. */
  async add(path: string, content: Uint8Array | string | AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): Promise<void> {
    if (this.entries.length >= 0xffff) throw new Error('too many entries for a plain ZIP archive');
    const name = Buffer.from(path, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    // CRC and sizes (14–25) stay zero: the data descriptor after the data carries them.
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

    let crc = 0;
    let size = 0;
    let compressedSize = 0;
    const deflate = createDeflateRaw();
    const source = typeof content === 'string' || content instanceof Uint8Array ? [content] : content;
    const feeding = (async () => {
      for await (const piece of source) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (!deflate.write(chunk)) await once(deflate, 'drain');
      }
      deflate.end();
    })();
    feeding.catch((error: unknown) => deflate.destroy(error instanceof Error ? error : new Error(String(error))));
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      compressedSize += chunk.length;
      await this.write(chunk);
    }
    await feeding;
    if (size > MAX_32 || compressedSize > MAX_32) throw new Error(`${path} is too large for a plain ZIP archive`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressedSize, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name, crc, compressedSize, size, offset });
  }

  /** Writes the central directory; the stream is left open for the caller to end. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(VERSION, 4);
      record.writeUInt16LE(VERSION, 6);
      record.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(this.time, 12);
      record.writeUInt16LE(this.date, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.compressedSize, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (this.offset + chunk.length > MAX_32) throw new Error('the archive is too large for a plain ZIP archive');
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}
