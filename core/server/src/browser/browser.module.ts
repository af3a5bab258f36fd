import { Global, Module } from '@nestjs/common';
import { BrowserPort } from '@otimiza/sdk/server';
import { BrowserService } from './browser.service.js';

@Global()
@Module({ providers: [BrowserService, { provide: BrowserPort, useExisting: BrowserService }], exports: [BrowserPort] })
export class BrowserModule {}
