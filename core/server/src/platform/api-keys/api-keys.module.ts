import { Module } from '@nestjs/common';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeySessions } from './api-key-sessions.js';
import { ApiKeysService } from './api-keys.service.js';

/** Keys of the public API: managed by the workspace, checked by the host's guard on `@ApiKeyAccess()` routes. */
@Module({ controllers: [ApiKeysController], providers: [ApiKeysService, ApiKeySessions], exports: [ApiKeysService, ApiKeySessions] })
export class ApiKeysModule {}
