import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiError, Public, AppOrigin } from '@otimiza/sdk/server';
import type { Request, Response } from 'express';
import { CENTRE_PATH } from '../delivery/delivery-dispatcher.js';
import { serviceWorkerScript } from '../push/service-worker.js';
import { refusedLinkPage } from './refused-link-page.js';
import { TrackingService } from './tracking.service.js';

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const linkNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Link não encontrado.', en: 'Link not found.' });
const linkExpired = () =>
  new ApiError(
    'NOT_FOUND',
    404,
    { pt: 'Este link expirou (os links de um e-mail valem por 30 dias).', en: 'This link has expired (e-mail links work for 30 days).' },
    { code: 'LINK_EXPIRED' },
  );

/**
 * `/api/public/notifications/…`: what an e-mail client and a browser fetch without a session — the
 * tracking pixel and click redirect of sent notifications (signed links), and the push service worker.
 */
@ApiTags('notifications')
@Public()
@Controller('public/notifications')
export class PublicNotificationsController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly app: AppOrigin,
  ) {}

  @Get('open/:token')
  @ApiProduces('image/gif')
  @ApiOkResponse({
    description: 'A 1×1 GIF; records the first opening of the e-mail. 404 for a token not signed by this instance for its message, or older than 30 days.',
  })
  async open(@Param('token') token: string, @Res() response: Response): Promise<void> {
    if (!(await this.tracking.recordOpen(token))) throw linkNotFound();
    response.status(200).set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private' }).end(pixel);
  }

  @Get('click/:token')
  @ApiOkResponse({
    description:
      '302 to the link’s address (the app or the notification’s site); records the first click. A link works for 30 days after its e-mail or push was sent, for its own message only: 404 for a bad or another message’s signature and for an expired link (details.code LINK_EXPIRED), as a page in pt and en for a browser (Accept: text/html).',
  })
  async click(@Param('token') token: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const outcome = await this.tracking.recordClick(token);
    response.set('Cache-Control', 'no-store');
    if ('target' in outcome) return response.redirect(302, outcome.target);
    if (request.headers.accept?.includes('text/html')) {
      response
        .status(404)
        .type('html')
        .send(refusedLinkPage(outcome.refused, this.app.absolute(CENTRE_PATH)));
      return;
    }
    throw outcome.refused === 'expired' ? linkExpired() : linkNotFound();
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
