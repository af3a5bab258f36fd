import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { ftpCredentialsRequired } from '@otimiza/plugin-analysis-shared';

const requiredFields = ['host', 'username', 'password'] as const;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Runs before the schema so that a missing server, user or password gets the spec's message
 * (000 §5, 'Preencha todos os campos de FTP para continuar') rather than a field-level one.
 */
@Injectable()
export class RequireFtpCredentialsPipe implements PipeTransform {
  transform(body: unknown): unknown {
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
