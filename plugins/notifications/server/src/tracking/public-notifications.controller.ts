import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, Public } from '@otimiza/sdk/server';
import type { Response } from 'express';
import { serviceWorkerScript } from '../push/service-worker.js';
import { TrackingService } from './tracking.service.js';

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const linkNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Link não encontrado.', en: 'Link not found.' });

/**
 * `/api/public/notifications/…`: what an e-mail client and a browser fetch without a session — the
 * tracking pixel and click redirect of sent notifications (signed links), and the push service worker.
 */
@ApiTags('notifications')
@Public()
@Controller('public/notifications')
export class PublicNotificationsController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('open/:token')
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: 'A 1×1 GIF; records the first opening of the e-mail. 404 for a token not signed by this instance.' })
  async open(@Param('token') token: string, @Res() response: Response): Promise<void> {
    if (!(await this.tracking.recordOpen(token))) throw linkNotFound();
    response.status(200).set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private' }).end(pixel);
  }

  @Get('click/:token')
  @ApiOkResponse({ description: '302 to the link’s address (the app or the notification’s site); records the first click. 404 for a bad signature.' })
  async click(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const target = await this.tracking.recordClick(token);
    if (!target) throw linkNotFound();
    response.set('Cache-Control', 'no-store').redirect(302, target);
  }

  @Get('sw.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Service-Worker-Allowed', '/')
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('application/javascript')
  @ApiOkResponse({ description: 'The service worker that shows push notifications ({ title, body, url }) and opens url on click.' })
  serviceWorker(): string {
    return serviceWorkerScript;
  }
}
