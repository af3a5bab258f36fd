import { Module } from '@nestjs/common';

/** AI tools: strategic planning, competitor analysis, Brazil optimisation and real company data. */
@Module({})
export class AiToolsModule {}
