import { defineInstanceSecretEntity } from '@otimiza/sdk/server';

/** The key that seals survey links: the plugin's instance secret (one row). Not workspace-owned. */
export const SurveySecretSchema = defineInstanceSecretEntity('CsSurveySecret', 'customer_success_survey_secret');
