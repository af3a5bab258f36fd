import { Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowViewer, CurrentAuth, ValidBody, registerValidationMessages, type AuthContext } from '@otimiza/sdk/server';
import { notificationsValidationMessages, pushConfigSchema, type PushConfig, type PushConfigAnswer } from '@otimiza/plugin-notifications-shared';
import { PushConfigService } from './push-config.service.js';

registerValidationMessages(notificationsValidationMessages);

/** The configuration as saved: SMS has no provider on this instance, so turning it on is refused (400) and nothing is written. */
export const savablePushConfigSchema = pushConfigSchema.refine((config) => !config.channels.sms, {
  error: 'notifications.smsUnavailable',
  path: ['channels', 'sms'],
});

/** `/api/notifications/push-config`: the member's own configuration in the session's workspace (settings tab). */
@ApiTags('notifications')
@Controller('notifications/push-config')
export class PushConfigController {
  constructor(private readonly configs: PushConfigService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'PushConfigAnswer: a one-item list, the member’s configuration (the defaults before a save) with unavailableChannels.' })
  get(@CurrentAuth() auth: AuthContext): Promise<PushConfigAnswer> {
    return this.configs.answer(auth);
  }

  @Put()
  @AllowViewer()
  @ApiOkResponse({ description: 'PushConfigAnswer as saved. The whole configuration; SMS on answers 400 (no SMS provider).' })
  save(@CurrentAuth() auth: AuthContext, @ValidBody(savablePushConfigSchema) input: PushConfig): Promise<PushConfigAnswer> {
    return this.configs.save(auth, input);
  }
}
