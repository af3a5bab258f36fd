import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, Public } from '@otimiza/sdk/server';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { MailService } from './mail.service.js';

/** The development mailbox: lets a newcomer open verification links without a mail provider. */
@ApiTags('dev')
@Public()
@Controller('dev/mail')
export class DevMailController {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Messages in the outbox, newest first. Refused in production and when SendGrid delivers the mail.' })
  async list() {
    if (this.config.NODE_ENV === 'production' || this.mail.provider !== 'outbox') {
      throw new ApiError('NOT_FOUND', 404, { pt: 'Caixa de e-mails de desenvolvimento indisponível.', en: 'Development mailbox unavailable.' });
    }
    return { messages: await this.mail.recent() };
  }
}
