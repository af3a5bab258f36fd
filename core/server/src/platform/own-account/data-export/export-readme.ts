/** The archive's first file: what it holds and what it leaves out, in both languages. */
export function exportReadme(input: { email: string; workspaceName: string; generatedAt: Date; sections: readonly string[] }): string {
  const when = input.generatedAt.toISOString();
  const sections = input.sections.map((section) => `  - ${section}/`).join('\n');
  return `Otimiza — seus dados / your data

PORTUGUÊS
Exportação dos dados da conta ${input.email} e do espaço de trabalho "${input.workspaceName}", gerada em ${when} (LGPD, Lei 13.709, art. 18).
Cada pasta corresponde a uma parte do Otimiza; arquivos .json trazem um valor JSON e arquivos .jsonl trazem um registro JSON por linha.
Pastas:
${sections}
Ficam de fora, por segurança: a senha (nem mesmo o hash), códigos de sessão e de links enviados por e-mail, chaves de API, códigos de links de relatórios compartilhados e credenciais de FTP (que nunca são guardadas). O relatório completo do Lighthouse de cada análise também fica de fora; as notas, métricas, correções e o HTML otimizado estão incluídos.

ENGLISH
Export of the data of the account ${input.email} and of the workspace "${input.workspaceName}", generated at ${when} (LGPD, Law 13.709, art. 18).
Each folder is one part of Otimiza; .json files hold one JSON value and .jsonl files one JSON record per line.
Folders:
${sections}
Left out for security: the password (not even its hash), session codes and the codes of e-mailed links, API keys, the codes of shared report links and FTP credentials (which are never stored). Each analysis' full Lighthouse report is left out too; its scores, metrics, fixes and optimised HTML are included.
`;
}
