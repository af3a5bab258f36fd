import { PassThrough } from 'node:stream';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from './zip-reader.js';
import { ZipWriter } from '@otimiza/sdk/server';

async function archiveOf(write: (zip: ZipWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zip = new ZipWriter(out, new Date(2026, 10, 25, 14, 30, 12));
  await write(zip);
  await zip.finish();
  out.end();
  return Buffer.concat(chunks);
}

describe('ZipWriter', () => {
  it('writes strings, bytes and streamed chunks that read back byte for byte', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const big = 'linha de dados com acentuação ç ã é\n'.repeat(20_000);
    async function* rows() {
      for (let index = 0; index < 1000; index += 1) yield `${JSON.stringify({ index, url: `https://exemplo.com.br/${index}` })}\n`;
    }
    const archive = await archiveOf(async (zip) => {
      await zip.add('LEIA-ME.txt', 'Olá, São Paulo');
      await zip.add('reports/logo.png', bytes);
      await zip.add('core/big.txt', big);
      await zip.add('analysis/analyses.jsonl', rows());
      await zip.add('empty.jsonl', []);
    });
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(['LEIA-ME.txt', 'reports/logo.png', 'core/big.txt', 'analysis/analyses.jsonl', 'empty.jsonl']);
    expect(files.get('LEIA-ME.txt')!.toString('utf8')).toBe('Olá, São Paulo');
    expect(files.get('reports/logo.png')).toEqual(bytes);
    expect(files.get('core/big.txt')!.toString('utf8')).toBe(big);
    const lines = files.get('analysis/analyses.jsonl')!.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(1000);
    expect(JSON.parse(lines[999]!)).toEqual({ index: 999, url: 'https://exemplo.com.br/999' });
    expect(files.get('empty.jsonl')!.length).toBe(0);
    // Deflated: the repetitive text takes a fraction of its size.
    expect(archive.length).toBeLessThan(big.length / 10);
  });

  it('makes an archive that the system unzip accepts, when there is one', async () => {
    if (!existsSync('/usr/bin/unzip')) return;
    const archive = await archiveOf(async (zip) => {
      await zip.add('ação/dados.json', JSON.stringify({ nome: 'Ana' }));
    });
    const folder = mkdtempSync(join(tmpdir(), 'zip-writer-'));
    try {
      writeFileSync(join(folder, 'export.zip'), archive);
      expect(execFileSync('/usr/bin/unzip', ['-t', join(folder, 'export.zip')]).toString()).toMatch(/No errors detected/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the entry when its source fails, instead of hanging', async () => {
    async function* failing() {
      yield 'começo';
      throw new Error('a leitura falhou');
    }
    await expect(archiveOf((zip) => zip.add('x.txt', failing()))).rejects.toThrow('a leitura falhou');
  });
});
