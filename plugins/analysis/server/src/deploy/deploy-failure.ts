import { FTPError } from 'basic-ftp';
import type { DeployStepId } from '@otimiza/plugin-analysis-shared';
import { StepTimeoutError } from './deploy-step-log.js';
import { FtpTlsError } from './ftp-session.js';
import { RemoteFileTooLargeError } from './remote-file.js';

export type DeployFailureKind = 'credentials' | 'unreachable' | 'timeout' | 'tls' | 'refused' | 'too-large' | 'verify-mismatch' | 'unknown';

/** Why a deploy stopped, in terms the answer and the history can use. `reason` is technical text. */
export interface DeployFailure {
  kind: DeployFailureKind;
  step: DeployStepId;
  reason: string;
  ftpCode: number | null;
}

const LOGIN_FAILED = 530;
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EPIPE', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN']);

export function describeFailure(step: DeployStepId, error: unknown): DeployFailure {
  const reason = error instanceof Error ? error.message : String(error);
  const failure = (kind: DeployFailureKind, ftpCode: number | null = null): DeployFailure => ({ kind, step, reason, ftpCode });
  if (error instanceof StepTimeoutError || /^Timeout \(/.test(reason)) return failure('timeout');
  if (error instanceof FtpTlsError) return failure('tls');
  if (error instanceof RemoteFileTooLargeError) return failure('too-large');
  if (error instanceof ContentMismatchError) return failure('verify-mismatch');
  if (error instanceof FTPError) return failure(error.code === LOGIN_FAILED ? 'credentials' : 'refused', error.code);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && networkCodes.has(code)) return failure('unreachable');
  return failure('unknown');
}

/** The bytes read back are not the bytes written. */
export class ContentMismatchError extends Error {
  constructor(
    readonly path: string,
    readonly expectedSha256: string,
    readonly actualSha256: string | null,
  ) {
    super(`${path} read back differs: sha256 ${actualSha256 ?? '(larger than written)'} instead of ${expectedSha256}`);
  }
}
