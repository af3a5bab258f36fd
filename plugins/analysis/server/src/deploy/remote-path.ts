import { posix } from 'node:path';
import { DEFAULT_DEPLOY_PATH } from '@otimiza/plugin-analysis-shared';

export interface RemoteTarget {
  directory: string;
  fileName: string;
  filePath: string;
}

const FOLDER_PAGE = 'index.html';

/**
 * Where the page goes: a path ending in `/` is a folder (the page is its `index.html`), any other
 * path names the file. Relative paths are taken from the login folder the server reported.
 */
export function resolveRemoteTarget(path: string, loginDirectory = '/'): RemoteTarget {
  const requested = path.trim() || DEFAULT_DEPLOY_PATH;
  const absolute = posix.normalize(requested.startsWith('/') ? requested : posix.join(loginDirectory, requested));
  const isFolder = requested.endsWith('/') || absolute === '/';
  const directory = isFolder ? absolute.replace(/(?<=.)\/+$/, '') : posix.dirname(absolute);
  const fileName = isFolder ? FOLDER_PAGE : posix.basename(absolute);
  return { directory, fileName, filePath: posix.join(directory, fileName) };
}

/** `index.html.backup-20261122T101500Z`: beside the file, stamped in UTC to the second. */
export function backupPathFor(filePath: string, at: Date, attempt = 0): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${filePath}.backup-${stamp}${attempt > 0 ? `-${attempt}` : ''}`;
}
