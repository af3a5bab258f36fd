import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DeployWork } from '@otimiza/plugin-analysis-shared';
import { ContentMismatchError, describeFailure, type DeployFailure } from './deploy-failure.js';
import { stepDetails } from './deploy-messages.js';
import { DeployStepLog, StepFailedError } from './deploy-step-log.js';
import { FtpSession, type FtpEndpoint } from './ftp-session.js';
import { downloadBytes, readRemoteFile, remoteFileSize, removeIfPresent, RemoteFileTooLargeError, uploadBytes } from './remote-file.js';
import { backupPathFor, resolveRemoteTarget, type RemoteTarget } from './remote-path.js';

export interface FtpDeployRequest extends FtpEndpoint {
  /** A folder ending in `/` (the page becomes its index.html) or a file path. */
  path: string;
  html: Buffer;
}

export interface FtpDeployOutcome extends DeployWork {
  status: 'succeeded' | 'rolled-back' | 'failed';
  /** The FTP server answered: the attempt belongs in the history. */
  reachedServer: boolean;
  failure: DeployFailure | null;
}

export interface FtpDeployLimits {
  /** Silence on a socket before basic-ftp gives up. */
  socketTimeoutMs: number;
  connectMs: number;
  transferMs: number;
  /** The largest current file we copy as a backup; a larger one stops the deploy before any change. */
  maxBackupBytes: number;
}

export const defaultDeployLimits: FtpDeployLimits = { socketTimeoutMs: 15_000, connectMs: 20_000, transferMs: 60_000, maxBackupBytes: 10 * 1024 * 1024 };

const BACKUP_NAME_ATTEMPTS = 5;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Puts a page on the user's server: connect → back up the current file → upload → read it back
 * and compare → on a failed upload or check, put the original back (or remove the new file).
 */
@Injectable()
export class FtpDeployer {
  async deploy(request: FtpDeployRequest, limits: FtpDeployLimits = defaultDeployLimits): Promise<FtpDeployOutcome> {
    const session = new FtpSession(request, limits.socketTimeoutMs);
    const log = new DeployStepLog();
    const cut = () => session.close();
    let remote = resolveRemoteTarget(request.path);
    let original: Buffer | null;
    let backupPath: string | null = null;
    let bytesWritten = 0;
    const outcome = (status: FtpDeployOutcome['status'], failure: DeployFailure | null): FtpDeployOutcome => ({
      status,
      reachedServer: session.reachedServer,
      protocol: session.protocol,
      warnings: session.warnings,
      steps: log.steps,
      remotePath: remote.filePath,
      backupPath,
      bytesWritten,
      failure,
    });

    try {
      try {
        await log.run('connect', () => session.open(), {
          timeoutMs: limits.connectMs,
          onTimeout: cut,
          describe: () => ({ detail: stepDetails.connected(session.protocol) }),
        });
        remote = resolveRemoteTarget(request.path, session.loginDirectory);
        ({ original, backupPath } = await log.run('backup', () => this.backUp(session, remote, limits.maxBackupBytes), {
          timeoutMs: 2 * limits.transferMs,
          onTimeout: cut,
          describe: (backup) =>
            backup.backupPath
              ? { detail: stepDetails.backedUp(backup.backupPath) }
              : { status: 'skipped', detail: stepDetails.nothingToBackUp(remote.filePath) },
        }));
      } catch (error) {
        return outcome('failed', this.failureOf(error));
      }

      try {
        bytesWritten = await log.run('upload', () => this.upload(session, remote, request.html), {
          timeoutMs: limits.transferMs,
          onTimeout: cut,
          describe: (bytes) => ({ detail: stepDetails.uploaded(bytes, remote.filePath) }),
        });
        await log.run('verify', () => this.readBackAndCompare(session, remote.filePath, request.html), {
          timeoutMs: limits.transferMs,
          onTimeout: cut,
          describe: () => ({ detail: stepDetails.verified }),
        });
        return outcome('succeeded', null);
      } catch (error) {
        const failure = this.failureOf(error);
        const previous = original;
        const restored = await log
          .run('rollback', () => this.rollback(session, remote, previous), {
            timeoutMs: limits.connectMs + 2 * limits.transferMs,
            onTimeout: cut,
            describe: () => ({ detail: previous ? stepDetails.restored : stepDetails.removedNewFile }),
          })
          .then(
            () => true,
            () => false,
          );
        return outcome(restored ? 'rolled-back' : 'failed', failure);
      }
    } finally {
      session.close();
    }
  }

  private failureOf(error: unknown): DeployFailure {
    return error instanceof StepFailedError ? describeFailure(error.step, error.cause) : describeFailure('connect', error);
  }

  /** Reads the current file and uploads it as a stamped copy beside it, under a name no other file has. */
  private async backUp(session: FtpSession, remote: RemoteTarget, maxBytes: number): Promise<{ original: Buffer | null; backupPath: string | null }> {
    const original = await readRemoteFile(session.ftp, remote.filePath, maxBytes);
    if (!original) return { original: null, backupPath: null };
    const now = new Date();
    for (let attempt = 0; attempt < BACKUP_NAME_ATTEMPTS; attempt++) {
      const backupPath = backupPathFor(remote.filePath, now, attempt);
      if ((await remoteFileSize(session.ftp, backupPath)) !== null) continue;
      await uploadBytes(session.ftp, backupPath, original);
      return { original, backupPath };
    }
    throw new Error(`no free backup name beside ${remote.filePath}`);
  }

  private async upload(session: FtpSession, remote: RemoteTarget, html: Buffer): Promise<number> {
    await session.ftp.ensureDir(remote.directory);
    await uploadBytes(session.ftp, remote.filePath, html);
    return html.length;
  }

  private async readBackAndCompare(session: FtpSession, path: string, expected: Buffer): Promise<void> {
    const stored = await downloadBytes(session.ftp, path, expected.length).catch((error: unknown) => {
      if (error instanceof RemoteFileTooLargeError) return null;
      throw error;
    });
    const actual = stored ? sha256(stored) : null;
    if (actual !== sha256(expected)) throw new ContentMismatchError(path, sha256(expected), actual);
  }

  private async rollback(session: FtpSession, remote: RemoteTarget, original: Buffer | null): Promise<void> {
    if (!session.isOpen) await session.open();
    if (!original) return removeIfPresent(session.ftp, remote.filePath);
    await uploadBytes(session.ftp, remote.filePath, original);
    await this.readBackAndCompare(session, remote.filePath, original);
  }
}
