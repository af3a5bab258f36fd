/** Where a satisfaction survey is asked. */
export type SurveySource = 'share-page' | 'recurring-report';

export interface SurveyLinkRequest {
  source: SurveySource;
  /**
   * What the link stands for, stable across calls: the shared report's id, or a recurring report's
   * run and recipient. A link keeps one answer per invitation (answering again replaces it): an
   * e-mailed link is one invitation; for a share page every call makes a new one, so call it once
   * per opening of the page and give that visitor its link.
   */
  key: string;
  /** The audited page the work is about: it finds a hand-added client by its sites. */
  url?: string | null;
  /** The e-mail the link goes to, when it goes by e-mail. */
  recipientEmail?: string | null;
}

export interface SurveyLink {
  /** The one-question page on the app (absolute), for e-mails. */
  pageUrl: string;
  /** Where the page itself posts `{ score }` (0–10), a path on the API, for a question shown inline. */
  answerPath: string;
}

/**
 * The NPS question of customer success on other plugins' pages and e-mails (share pages,
 * recurring reports): a link for the client a workspace's work is for, or null when no agency of
 * that workspace follows it with customer success. Provided by the customer-success plugin; inject
 * it with `@Optional()`, it is absent when that plugin is not mounted.
 */
export abstract class SatisfactionSurveysPort {
  abstract surveyFor(workspaceId: string, request: SurveyLinkRequest): Promise<SurveyLink | null>;

  /**
   * Makes the survey of a link ready when the link is made (a share page's, when its share link is
   * created), so its first opening asks the question with nothing left to create: the client it is
   * for is found or made now. Answers whether the question will be asked. The links themselves are
   * still given by `surveyFor`, one invitation per opening.
   */
  abstract prepare(workspaceId: string, request: SurveyLinkRequest): Promise<boolean>;
}
