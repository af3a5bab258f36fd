import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG whose rows (filter byte excluded) `row(y)` gives, `width * 3` bytes each. */
function rgbPng(width: number, height: number, row: (y: number) => Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), row(y)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real RGB PNG filled with noise (so that it does not compress): 24×12 pixels is about 1 KB. For specs. */
export function noisePng(width = 24, height = 12): Buffer {
  return rgbPng(width, height, () => randomBytes(width * 3));
}

/** A square PNG of one colour: a logo a screenshot shows plainly. */
export function solidPng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const row = Buffer.from(Array.from({ length: size * 3 }, (_, index) => [r, g, b][index % 3]!));
  return rgbPng(size, size, () => row);
}

/** `data:<type>;base64,…`, as the brand forms upload a logo. */
export function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}
