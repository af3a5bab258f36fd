import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireFeature, RequireRole, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { createApiKeySchema, type ApiKeysResponse, type CreateApiKeyInput, type CreatedApiKey } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig, publicUrlOf } from '../../kernel/index.js';
import { ApiKeysService } from './api-keys.service.js';

const apiKeyIdSchema = z.object({ id: z.uuid() });

/** The workspace's keys of the public API (`/api/v1`), on the Enterprise plan, managed by its owners and admins. */
@ApiTags('api-keys')
@Controller('workspace/api-keys')
@RequireFeature('enterpriseAPI')
@RequireRole('admin')
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ description: "ApiKeysResponse: the workspace's keys by prefix, name, creation and last use (never a secret), and the API's base URL." })
  async list(): Promise<ApiKeysResponse> {
    const base = publicUrlOf(this.config);
    return { keys: await this.keys.list(), baseUrl: `${base}/api/v1`, docsUrl: `${base}/api/v1/docs` };
  }

  @Post()
  @ApiCreatedResponse({ description: 'CreatedApiKey: the whole key, in this answer only; the server keeps its hash.' })
  create(@CurrentAuth() auth: AuthContext, @ValidBody(createApiKeySchema) body: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.keys.create(auth, body.name);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }: revoked, calls with the key answer 401 from now on; 404 for a missing id and for another workspace’s.' })
  @BodyLess('revokes the public API key named in the path')
  async revoke(@ValidParams(apiKeyIdSchema) { id }: z.output<typeof apiKeyIdSchema>): Promise<{ success: true }> {
    await this.keys.revoke(id);
    return { success: true };
  }
}
