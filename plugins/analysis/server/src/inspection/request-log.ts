import type { HTTPRequest, Page } from 'puppeteer-core';
import type { InspectedRequest } from '@otimiza/plugin-analysis-contract';
import { isFirstParty } from './registrable-domain.js';

/** Every request a page makes, in the order it made them, from the moment it is attached. */
export class RequestLog {
  private readonly requests: HTTPRequest[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.requests.push(request));
  }

  /** The requests so far; a request still in flight has the status of its response, if one came. */
  entries(pageSite: string): InspectedRequest[] {
    return this.requests.map((request) => ({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
      firstParty: isFirstParty(request.url(), pageSite),
      status: request.failure() ? null : (request.response()?.status() ?? null),
    }));
  }

  /** URLs of the scripts the page asked for, for the libraries named in their paths. */
  scriptUrls(): string[] {
    return this.requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
  }
}
