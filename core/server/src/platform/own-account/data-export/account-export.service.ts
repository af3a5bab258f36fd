import { Injectable } from '@nestjs/common';
import type { AccountDataWriter } from '@otimiza/sdk/server';
import type { Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import type { Identity } from '../../accounts/identity.service.js';
import { AccountThrottleService } from '../account-throttle.service.js';
import { AccountDataRegistry } from './account-data.registry.js';
import { exportReadme } from './export-readme.js';
import { ZipWriter } from '@otimiza/sdk/server';

function assertRelative(path: string): void {
  if (!path || path.startsWith('/') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`account data path "${path}" must be relative and plain`);
  }
}

function isBytes(content: unknown): content is Uint8Array {
  return content instanceof Uint8Array;
}

/**
 * 'Baixar meus dados' (LGPD art. 18): a ZIP of everything the account and its workspace own,
 * streamed to the browser — the core's records, then each registered plugin's.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly throttle: AccountThrottleService,
    private readonly logger: PinoLogger,
  ) {}

  async download(identity: Identity, response: Response): Promise<void> {
    const { userId, workspaceId } = identity.auth;
    await this.throttle.admitExport(userId);
    const generatedAt = new Date();
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="otimiza-dados-${generatedAt.toISOString().slice(0, 10)}.zip"`);
    response.setHeader('Cache-Control', 'no-store');
    const zip = new ZipWriter(response, generatedAt);
    try {
      const exporters = this.registry.exporters();
      await zip.add(
        'LEIA-ME.txt',
        exportReadme({
          email: identity.user.email,
          workspaceName: identity.user.workspace.name,
          generatedAt,
          sections: exporters.map((exporter) => exporter.section),
        }),
      );
      await zip.add('manifest.json', JSON.stringify({ generatedAt, userId, workspaceId, sections: exporters.map((exporter) => exporter.section) }, null, 2));
      for (const exporter of exporters) await exporter.export({ userId, workspaceId }, this.writerFor(zip, exporter.section));
      await zip.finish();
      response.end();
    } catch (error) {
      // The headers are gone: all that is left is to break the download, so it is not taken as complete.
      this.logger.error({ err: error, user: userId }, 'the data export failed while streaming');
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private writerFor(zip: ZipWriter, section: string): AccountDataWriter {
    return {
      file: async (path, content) => {
        assertRelative(path);
        await zip.add(`${section}/${path}`, isBytes(content) ? content : JSON.stringify(content ?? null, null, 2));
      },
      lines: async (path, rows) => {
        assertRelative(path);
        await zip.add(
          `${section}/${path}`,
          (async function* () {
            for await (const row of rows) yield `${JSON.stringify(row)}\n`;
          })(),
        );
      },
    };
  }
}
