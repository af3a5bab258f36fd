import { Injectable, Optional } from '@nestjs/common';
import { BrandPort } from '@otimiza/sdk/server';

/** The mounted plugin that provides brands (BrandPort), if any: for code outside Nest's injection (serving the web app). */
@Injectable()
export class BrandSource {
  constructor(@Optional() readonly port?: BrandPort) {}
}
