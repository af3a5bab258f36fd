import type { LocalizedText } from '@otimiza/sdk/shared';

/** The texts of the deploy's steps, as the answer lists them. */
export const stepDetails = {
  connected: (protocol: 'ftps' | 'ftp'): LocalizedText =>
    protocol === 'ftps'
      ? { pt: 'Conectado por FTPS (criptografado)', en: 'Connected over FTPS (encrypted)' }
      : { pt: 'Conectado por FTP sem criptografia', en: 'Connected over plain FTP (unencrypted)' },
  backedUp: (backupPath: string): LocalizedText => ({
    pt: `Cópia do arquivo atual salva em ${backupPath}`,
    en: `Copy of the current file saved at ${backupPath}`,
  }),
  nothingToBackUp: (filePath: string): LocalizedText => ({
    pt: `Não havia arquivo em ${filePath}: nada a copiar`,
    en: `There was no file at ${filePath}: nothing to back up`,
  }),
  uploaded: (bytes: number, filePath: string): LocalizedText => ({
    pt: `${bytes} bytes enviados para ${filePath}`,
    en: `${bytes} bytes uploaded to ${filePath}`,
  }),
  verified: { pt: 'O arquivo no servidor confere byte a byte (SHA-256)', en: 'The file on the server matches byte for byte (SHA-256)' },
  restored: { pt: 'Versão anterior restaurada e conferida', en: 'Previous version restored and checked' },
  removedNewFile: { pt: 'Arquivo novo removido: o servidor voltou ao estado anterior', en: 'New file removed: the server is back as it was' },
} as const;

export const plainFtpWarning: LocalizedText = {
  pt: 'O servidor não aceita FTPS: a conexão foi feita por FTP sem criptografia, e o usuário, a senha e a página trafegaram sem proteção.',
  en: 'The server does not accept FTPS: the connection used plain FTP without encryption, so the user name, password and page travelled unprotected.',
};
