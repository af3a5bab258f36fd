import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { REPORT_EMAIL_FEATURE, reportEmailMessages, sendReportEmailSchema } from '../shared/report-email.js';
import { RequireFeature } from './access.decorators.js';
import { registerValidationMessages } from './validation-messages.js';
import { ValidBody } from './zod-validation.js';

registerValidationMessages(reportEmailMessages);

/**
 * `POST <controller>/:id/send-email`, the premium 'send e-mail' of a report (the plan's sendEmail feature): answers 200
 * with a `SendReportEmailResult`. `description` says what is sent and which errors the route adds.
 */
export const SendReportEmailRoute = (description: string) =>
  applyDecorators(Post(':id/send-email'), HttpCode(200), RequireFeature(REPORT_EMAIL_FEATURE), ApiOkResponse({ description }));

/** The request of a report's e-mail (`SendReportEmailRequest`): its recipients, message and language, validated. */
export const ReportEmailBody = () => ValidBody(sendReportEmailSchema);
