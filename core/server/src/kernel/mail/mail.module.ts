import { Module } from '@nestjs/common';
import { MailPort } from '@otimiza/sdk/server';
import { DevMailController } from './dev-mail.controller.js';
import { MailService } from './mail.service.js';

@Module({
  controllers: [DevMailController],
  providers: [MailService, { provide: MailPort, useExisting: MailService }],
  exports: [MailService, MailPort],
})
export class MailModule {}
