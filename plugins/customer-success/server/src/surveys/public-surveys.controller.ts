import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public, ValidBody } from '@otimiza/sdk/server';
import { surveyAnswerSchema, surveyTokenSchema, type PublicSurvey } from '@otimiza/plugin-customer-success-shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { surveyNotFound } from '../data/cs-errors.js';
import { SurveysService } from './surveys.service.js';

/** Out of search engines, caches and Referers: the link is the capability. No cookie is set or read, no address kept. */
function setPrivacyHeaders(response: Response): void {
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('Cache-Control', 'private, no-store');
}

function parseToken(token: string): string {
  const parsed = surveyTokenSchema.safeParse({ token });
  if (!parsed.success) throw surveyNotFound();
  return parsed.data.token;
}

/** The NPS question answered through a link: on a share page, or on the one-question page `/nps/{token}` an e-mail leads to. */
@ApiTags('customer-success')
@Public()
@Controller('cs/public/surveys/:token')
export class PublicSurveysController {
  constructor(private readonly surveys: SurveysService) {}

  @Get()
  @ApiParam({ name: 'token', description: 'The sealed token of the link.' })
  @ApiOkResponse({ description: 'PublicSurvey (who asks, whether this link has its answer); 404 for a bad, expired or withdrawn link.' })
  view(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<PublicSurvey> {
    setPrivacyHeaders(response);
    return this.surveys.publicView(parseToken(token));
  }

  @Post()
  @HttpCode(201)
  @ApiParam({ name: 'token', description: 'The sealed token of the link.' })
  @ApiOkResponse({
    description:
      '{ recorded: true }. The link is one invitation (an opening of a share page, or an e-mailed link): it keeps one answer, and answering again replaces it. 429 past 5 answers an hour per invitation, 10 per client address or 20 per share page; 404 for a bad, expired or withdrawn link.',
  })
  answer(
    @Param('token') token: string,
    @ValidBody(surveyAnswerSchema) answer: z.output<typeof surveyAnswerSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ recorded: true }> {
    setPrivacyHeaders(response);
    return this.surveys.answer(parseToken(token), answer, request.ip);
  }
}
