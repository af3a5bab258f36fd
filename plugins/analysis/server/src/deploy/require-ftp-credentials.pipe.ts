import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { deployUrlRequired, ftpCredentialsRequired } from '@otimiza/plugin-analysis-shared';

const requiredFields = ['host', 'username', 'password'] as const;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Runs before the schema so that a missing page address or a missing server, user or password gets
 * its own message ('URL obrigatória' for the apply options, then 'Preencha todos os
 * campos de FTP para continuar') rather than a field-level one.
 */
@Injectable()
export class RequireFtpCredentialsPipe implements PipeTransform {
  transform(body: unknown): unknown {
    if (!isFilled((body as { url?: unknown } | null)?.url)) {
      throw new ApiError('VALIDATION_ERROR', 400, deployUrlRequired, { source: 'body', missing: ['url'] });
    }
    const credentials = (body as { ftpCredentials?: Record<string, unknown> } | null)?.ftpCredentials;
    const missing = requiredFields.filter((field) => !isFilled(credentials?.[field]));
    if (missing.length > 0) {
      throw new ApiError('VALIDATION_ERROR', 400, ftpCredentialsRequired.description, {
        source: 'body',
        missing: missing.map((field) => `ftpCredentials.${field}`),
      });
    }
    return body;
  }
}
