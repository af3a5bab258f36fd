import { Controller, Delete, Get, Header, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequestLanguage, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import {
  createPlaybookSchema,
  executePlaybookSchema,
  playbookIdSchema,
  updatePlaybookSchema,
  type PlaybookExecutionList,
  type PlaybookExecutionView,
  type PlaybookList,
  type PlaybookView,
} from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { PlaybooksService } from './playbooks.service.js';

/** `/api/cs/playbooks`: the playbooks. */
@ApiTags('customer-success')
@Controller('cs/playbooks')
export class PlaybooksController {
  constructor(private readonly playbooks: PlaybooksService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'PlaybookList: the built-in and the workspace’s playbooks with the figures of their executions.' })
  list(@CurrentAuth() auth: AuthContext, @RequestLanguage() language: Language): Promise<PlaybookList> {
    return this.playbooks.list(auth.workspaceId, language);
  }

  @Post()
  @ApiCreatedResponse({ description: 'PlaybookView of the new playbook.' })
  create(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(createPlaybookSchema) input: z.output<typeof createPlaybookSchema>,
    @RequestLanguage() language: Language,
  ): Promise<PlaybookView> {
    return this.playbooks.create(auth, input, language);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'PlaybookView switched on or off.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(playbookIdSchema) params: { id: string },
    @ValidBody(updatePlaybookSchema) input: z.output<typeof updatePlaybookSchema>,
    @RequestLanguage() language: Language,
  ): Promise<PlaybookView> {
    return this.playbooks.setEnabled(auth.workspaceId, params.id, input.enabled, language);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true }: the playbook and its executions deleted.' })
  @BodyLess('deletes the playbook named in the path')
  async remove(@CurrentAuth() auth: AuthContext, @ValidParams(playbookIdSchema) params: { id: string }): Promise<{ success: true }> {
    await this.playbooks.remove(auth.workspaceId, params.id);
    return { success: true };
  }

  @Post(':id/execute')
  @HttpCode(202)
  @ApiOkResponse({
    description: 'PlaybookExecutionView, queued; 409 while the playbook is off, the client left or a run of it for the client is not finished.',
  })
  execute(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(playbookIdSchema) params: { id: string },
    @ValidBody(executePlaybookSchema) input: z.output<typeof executePlaybookSchema>,
    @RequestLanguage() language: Language,
  ): Promise<PlaybookExecutionView> {
    return this.playbooks.execute(auth, params.id, input.customerId, language);
  }

  @Get(':id/executions')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'PlaybookExecutionList: the latest 50 runs with each step’s outcome.' })
  executions(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(playbookIdSchema) params: { id: string },
    @RequestLanguage() language: Language,
  ): Promise<PlaybookExecutionList> {
    return this.playbooks.executions(auth.workspaceId, params.id, language);
  }
}
