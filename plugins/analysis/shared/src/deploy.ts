import { z } from 'zod';
import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';

export const DEFAULT_DEPLOY_PATH = '/public_html/';

/** The validation message when a credential is missing. */
export const ftpCredentialsRequired = {
  title: { pt: 'Credenciais Obrigatórias', en: 'Credentials required' },
  description: { pt: 'Preencha todos os campos de FTP para continuar', en: 'Fill in every FTP field to continue' },
} as const;

/** Applying the optimisations needs the page's address ('URL obrigatória'). */
export const deployUrlRequired = { pt: 'URL obrigatória', en: 'URL required' } as const;

export const ftpCredentialsSchema = z.object({
  host: z.string().trim().min(1).max(253),
  port: z.coerce.number().int().min(1).max(65535).default(21),
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  /** A folder (ending in `/`, the page goes to `index.html` in it) or a file path. */
  path: z.string().trim().max(1024).default(DEFAULT_DEPLOY_PATH),
});

/** `POST /api/real-deploy`: the credentials serve this call only; they are never stored, logged or queued. */
export const realDeployRequestSchema = z.object({
  url: singleLine(z.string().max(2048)),
  /** The whole page: free text, so bidi controls in it stay (control characters are refused for every field). */
  html: z
    .string()
    .min(1)
    .max(5 * 1024 * 1024),
  ftpCredentials: ftpCredentialsSchema,
  analysisId: z.uuid().optional(),
});
export type RealDeployRequest = z.input<typeof realDeployRequestSchema>;

export const deployStepIds = ['connect', 'backup', 'upload', 'verify', 'rollback'] as const;
export type DeployStepId = (typeof deployStepIds)[number];

export interface DeployStep {
  id: DeployStepId;
  status: 'done' | 'skipped' | 'failed';
  durationMs: number;
  detail: LocalizedText | null;
}

/** What a deploy did on the FTP server: how it connected, each step, and where the page and its backup went. */
export interface DeployWork {
  protocol: 'ftps' | 'ftp';
  warnings: LocalizedText[];
  steps: DeployStep[];
  remotePath: string;
  backupPath: string | null;
  bytesWritten: number;
}

export interface RealDeployResponse extends DeployWork {
  success: boolean;
  deployId: string;
}

/** How many deploys of one analysis `GET /api/analyses/:id/deploys` answers: the newest. */
export const maxListedDeploys = 50;

/** `GET /api/analyses/:id/deploys`: the newest `maxListedDeploys` deploys, newest first; `hasMore` when older ones exist. */
export interface DeployList {
  deploys: DeployRecord[];
  hasMore: boolean;
}

/** One deploy of the history kept per analysis (never the credentials). */
export interface DeployRecord {
  id: string;
  analysisId: string | null;
  url: string;
  host: string;
  remotePath: string;
  protocol: 'ftps' | 'ftp';
  status: 'succeeded' | 'rolled-back' | 'failed';
  backupPath: string | null;
  bytesWritten: number;
  error: string | null;
  createdAt: string;
}
