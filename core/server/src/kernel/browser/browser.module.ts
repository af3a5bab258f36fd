import { Module } from '@nestjs/common';
import { BrowserPort } from '@otimiza/sdk/server';
import { InstanceService } from '../instance/instance.service.js';
import { BrowserService } from './browser.service.js';

@Module({ providers: [BrowserService, InstanceService, { provide: BrowserPort, useExisting: BrowserService }], exports: [BrowserPort] })
export class BrowserModule {}
