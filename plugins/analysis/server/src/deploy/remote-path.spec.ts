import { describe, expect, it } from 'vitest';
import { backupPathFor, resolveRemoteTarget } from './remote-path.js';

describe('resolveRemoteTarget', () => {
  it('puts the page in index.html of a folder path', () => {
    expect(resolveRemoteTarget('/public_html/')).toEqual({ directory: '/public_html', fileName: 'index.html', filePath: '/public_html/index.html' });
    expect(resolveRemoteTarget('/')).toEqual({ directory: '/', fileName: 'index.html', filePath: '/index.html' });
  });

  it('uses the default folder for a blank path', () => {
    expect(resolveRemoteTarget('  ').filePath).toBe('/public_html/index.html');
  });

  it('keeps a file path as it is', () => {
    expect(resolveRemoteTarget('/www/site/home.htm')).toEqual({ directory: '/www/site', fileName: 'home.htm', filePath: '/www/site/home.htm' });
  });

  it('takes relative paths from the login folder and normalises them', () => {
    expect(resolveRemoteTarget('public_html/', '/home/padaria').filePath).toBe('/home/padaria/public_html/index.html');
    expect(resolveRemoteTarget('./a//b/../page.html', '/home/u').filePath).toBe('/home/u/a/page.html');
  });
});

describe('backupPathFor', () => {
  it('stamps the copy beside the file in UTC to the second', () => {
    const at = new Date('2026-11-22T10:15:00.123Z');
    expect(backupPathFor('/public_html/index.html', at)).toBe('/public_html/index.html.backup-20261122T101500Z');
    expect(backupPathFor('/public_html/index.html', at, 2)).toBe('/public_html/index.html.backup-20261122T101500Z-2');
  });
});
