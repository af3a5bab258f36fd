export interface ConfigProblem {
  variable: string;
  message: string;
  received?: string;
}

/** A setting that cannot work: main.ts prints the message (each variable, what is wrong, the value got) and exits 78. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      'Invalid configuration:\n' + problems.map((p) => `  ${p.variable}: ${p.message}${p.received !== undefined ? ` (got "${p.received}")` : ''}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}
