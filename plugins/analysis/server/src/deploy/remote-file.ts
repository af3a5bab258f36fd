import { Readable, Writable } from 'node:stream';
import { FTPError, type Client } from 'basic-ftp';

/** The remote file is larger than we agreed to read. */
export class RemoteFileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the remote file is larger than ${maxBytes} bytes`);
  }
}

const FILE_UNAVAILABLE = 550;
const NOT_IMPLEMENTED = new Set([500, 502, 504]);

/** The file's bytes, or null when there is no such file. */
export async function readRemoteFile(client: Client, path: string, maxBytes: number): Promise<Buffer | null> {
  const size = await remoteFileSize(client, path);
  if (size === null) return null;
  if (size !== 'unknown' && size > maxBytes) throw new RemoteFileTooLargeError(maxBytes);
  try {
    return await downloadBytes(client, path, maxBytes);
  } catch (error) {
    // Without SIZE, a refused RETR is how a server says the file is not there.
    if (size === 'unknown' && error instanceof FTPError && error.code >= 550 && error.code <= 553) return null;
    throw error;
  }
}

/** Downloads a file into memory, refusing more than `maxBytes`. */
export async function downloadBytes(client: Client, path: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) return callback(new RemoteFileTooLargeError(maxBytes));
      chunks.push(chunk);
      callback();
    },
  });
  await client.downloadTo(sink, path);
  return Buffer.concat(chunks);
}

export async function uploadBytes(client: Client, path: string, bytes: Buffer): Promise<void> {
  await client.uploadFrom(Readable.from([bytes]), path);
}

/** Deletes a file; one that is already gone is fine. */
export async function removeIfPresent(client: Client, path: string): Promise<void> {
  try {
    await client.remove(path);
  } catch (error) {
    if (!(error instanceof FTPError && error.code === FILE_UNAVAILABLE)) throw error;
  }
}

/** The file's size, null when there is no such file, 'unknown' when the server has no SIZE. */
export async function remoteFileSize(client: Client, path: string): Promise<number | null | 'unknown'> {
  try {
    return await client.size(path);
  } catch (error) {
    if (error instanceof FTPError && error.code === FILE_UNAVAILABLE) return null;
    if (error instanceof FTPError && NOT_IMPLEMENTED.has(error.code)) return 'unknown';
    throw error;
  }
}
