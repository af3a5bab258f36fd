import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ApiError, SafeOutboundPort, type AuthContext } from '@otimiza/sdk/server';
import type { RealDeployResponse, realDeployRequestSchema } from '@otimiza/plugin-analysis-shared';
import type { z } from 'zod';
import { deployError } from './deploy-error.js';
import { DeployHistory } from './deploy-history.js';
import { defaultDeployLimits, FtpDeployer, type FtpDeployLimits } from './ftp-deployer.js';
import { parseFtpHost } from './ftp-host.js';
import { redactSecret } from './redact-secret.js';

type RealDeployInput = z.output<typeof realDeployRequestSchema>;

const MAX_STORED_ERROR = 500;
const LINE_BREAK = /[\r\n\0]/;

/**
 * `POST /api/real-deploy`: checks the analysis and the host, deploys by FTP, and records every
 * attempt that reached the server. The credentials live only in this call: never stored, logged
 * or queued.
 */
@Injectable()
export class RealDeployService {
  private readonly logger = new Logger(RealDeployService.name);
  private readonly limits: FtpDeployLimits = defaultDeployLimits;

  constructor(
    private readonly outbound: SafeOutboundPort,
    private readonly deployer: FtpDeployer,
    private readonly history: DeployHistory,
  ) {}

  async deploy(auth: AuthContext, input: RealDeployInput): Promise<RealDeployResponse> {
    const { ftpCredentials: credentials } = input;
    // FTP commands end at a line break: one inside a field would cut a command in two.
    if ([credentials.host, credentials.username, credentials.password, credentials.path].some((field) => LINE_BREAK.test(field))) {
      throw new ApiError('VALIDATION_ERROR', 400, { pt: 'Os campos de FTP não podem conter quebras de linha.', en: 'FTP fields cannot contain line breaks.' });
    }
    if (input.analysisId) await this.history.assertAnalysisInWorkspace(auth.workspaceId, input.analysisId);
    const { hostname, port } = parseFtpHost(credentials.host, credentials.port);
    const address = await this.outbound.resolveHost(hostname);

    const outcome = await this.deployer.deploy(
      {
        hostname,
        address,
        port,
        username: credentials.username,
        password: credentials.password,
        path: credentials.path,
        html: Buffer.from(input.html, 'utf8'),
      },
      this.limits,
    );
    const deployId = randomUUID();
    const recorded = outcome.reachedServer;
    const error = outcome.failure ? redactSecret(`${outcome.failure.step}: ${outcome.failure.reason}`, credentials.password).slice(0, MAX_STORED_ERROR) : null;
    if (recorded) {
      await this.history.record({
        id: deployId,
        workspaceId: auth.workspaceId,
        userId: auth.userId,
        analysisId: input.analysisId ?? null,
        url: input.url,
        host: hostname,
        remotePath: outcome.remotePath,
        protocol: outcome.protocol,
        status: outcome.status,
        backupPath: outcome.backupPath,
        bytesWritten: outcome.bytesWritten,
        error,
      });
    }
    const report = outcome.failure ? this.logger.warn.bind(this.logger) : this.logger.log.bind(this.logger);
    report(
      { deployId: recorded ? deployId : null, workspaceId: auth.workspaceId, host: hostname, port, protocol: outcome.protocol, status: outcome.status, error },
      'FTP deploy',
    );

    if (!outcome.failure) {
      return {
        success: true,
        deployId,
        protocol: outcome.protocol,
        warnings: outcome.warnings,
        steps: outcome.steps,
        remotePath: outcome.remotePath,
        backupPath: outcome.backupPath,
        bytesWritten: outcome.bytesWritten,
      };
    }
    throw deployError(outcome, outcome.failure, recorded ? deployId : null, {
      host: hostname,
      port,
      maxBackupBytes: this.limits.maxBackupBytes,
    });
  }
}
