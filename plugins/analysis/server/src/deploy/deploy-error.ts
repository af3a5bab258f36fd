import { ApiError } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { DeployFailure } from './deploy-failure.js';
import type { FtpDeployOutcome } from './ftp-deployer.js';

type ErrorShape = { type: 'API_ERROR' | 'NETWORK_ERROR' | 'API_TIMEOUT'; status: number; message: LocalizedText };

interface Context {
  host: string;
  port: number;
  maxBackupBytes: number;
}

/** The deploy toast text: 'Erro no Deploy Real' / this. */
export const checkCredentialsMessage: LocalizedText = {
  pt: 'Verifique suas credenciais FTP e tente novamente.',
  en: 'Check your FTP credentials and try again.',
};

function shapeOf(failure: DeployFailure, context: Context): ErrorShape {
  const { host, port } = context;
  switch (failure.kind) {
    case 'credentials':
      return { type: 'API_ERROR', status: 400, message: checkCredentialsMessage };
    case 'unreachable':
      return {
        type: 'NETWORK_ERROR',
        status: 400,
        message: {
          pt: `Não foi possível conectar ao servidor FTP ${host}:${port}. Verifique o endereço, a porta e se o servidor aceita conexões.`,
          en: `Could not connect to the FTP server ${host}:${port}. Check the host, the port and that the server accepts connections.`,
        },
      };
    case 'timeout':
      return {
        type: 'API_TIMEOUT',
        status: 408,
        message: { pt: 'O servidor FTP demorou demais para responder.', en: 'The FTP server took too long to respond.' },
      };
    case 'tls':
      return {
        type: 'NETWORK_ERROR',
        status: 400,
        message: {
          pt: `Não foi possível confirmar a identidade de ${host} pela conexão segura (FTPS): o certificado do servidor não é válido para esse endereço. Nada foi enviado, nem a senha.`,
          en: `Could not confirm the identity of ${host} over the secure connection (FTPS): the server's certificate is not valid for that name. Nothing was sent, not even the password.`,
        },
      };
    case 'refused':
      return {
        type: 'API_ERROR',
        status: 400,
        message: {
          pt: `O servidor FTP recusou a operação (código ${failure.ftpCode}). Verifique o caminho e as permissões da pasta.`,
          en: `The FTP server refused the operation (code ${failure.ftpCode}). Check the path and the folder's permissions.`,
        },
      };
    case 'too-large': {
      const megabytes = Math.round(context.maxBackupBytes / 1024 / 1024);
      return {
        type: 'API_ERROR',
        status: 400,
        message: {
          pt: `O arquivo atual no servidor passa de ${megabytes} MB e não pôde ser copiado como backup.`,
          en: `The current file on the server is larger than ${megabytes} MB and could not be backed up.`,
        },
      };
    }
    case 'verify-mismatch':
      return {
        type: 'API_ERROR',
        status: 502,
        message: { pt: 'O arquivo gravado no servidor não confere com a página enviada.', en: 'The file stored on the server does not match the page sent.' },
      };
    case 'unknown':
      return { type: 'API_ERROR', status: 502, message: { pt: 'O deploy por FTP falhou.', en: 'The FTP deploy failed.' } };
  }
}

/** What became of the server's file, said after the cause. */
function aftermath(outcome: FtpDeployOutcome, failure: DeployFailure): LocalizedText | null {
  if (failure.step === 'connect') return null;
  if (failure.step === 'backup') return { pt: 'O arquivo publicado não foi alterado.', en: 'The published file was not changed.' };
  if (outcome.status === 'rolled-back') {
    return outcome.backupPath
      ? { pt: 'A versão anterior foi restaurada.', en: 'The previous version was restored.' }
      : { pt: 'O arquivo enviado foi removido.', en: 'The uploaded file was removed.' };
  }
  return outcome.backupPath
    ? {
        pt: `Não foi possível desfazer o envio; a cópia do arquivo anterior está em ${outcome.backupPath}.`,
        en: `The upload could not be undone; the copy of the previous file is at ${outcome.backupPath}.`,
      }
    : { pt: `Não foi possível remover ${outcome.remotePath}.`, en: `${outcome.remotePath} could not be removed.` };
}

export function deployError(outcome: FtpDeployOutcome, failure: DeployFailure, deployId: string | null, context: Context): ApiError {
  const shape = shapeOf(failure, context);
  const after = aftermath(outcome, failure);
  const message = after ? { pt: `${shape.message.pt} ${after.pt}`, en: `${shape.message.en} ${after.en}` } : shape.message;
  return new ApiError(shape.type, shape.status, message, {
    deployId,
    status: outcome.status,
    failedStep: failure.step,
    protocol: outcome.protocol,
    steps: outcome.steps,
    remotePath: outcome.remotePath,
    backupPath: outcome.backupPath,
  });
}
