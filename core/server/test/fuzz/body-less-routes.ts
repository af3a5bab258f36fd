/**
 * Write routes that read no JSON body, and why. Every other write route must declare its body
 * with `@ValidBody(schema)`: the fuzz spec fails on a route that does neither, and on an entry
 * here that no longer names a body-less route.
 */
export const bodyLessRoutes: Readonly<Record<string, string>> = {
  'POST /api/auth/logout': 'ends the session',
  'POST /api/demo/exit': 'ends the demo session',
  'POST /api/demo/preparation': 'starts the failed preparation of the demo again',
  'POST /api/stripe/webhook': "Stripe's signed raw body, checked by parseStripeEvent after the signature",
  'POST /api/billing/portal': 'opens the billing portal of the session’s workspace',
  'DELETE /api/billing/pending-plan': 'drops the plan chosen at registration',
  'POST /api/billing/sandbox/checkout/:id/pay': 'pays a sandbox checkout named in the path',
  'POST /api/billing/sandbox/subscription/cancel': 'cancels the sandbox subscription of the session’s workspace',
  'POST /api/billing/sandbox/subscription/payment-failed': 'simulates a failed sandbox renewal',
  'POST /api/me/trial': 'starts the temporary enterprise access of the session’s workspace',
  'DELETE /api/admin/users/:id/plan-grant': 'removes an administrator’s plan grant from the user named in the path',
  'DELETE /api/analyses/:id': 'deletes the analysis named in the path',
  'DELETE /api/recurring-reports/:id': 'deletes the recurring report named in the path',
  'POST /api/recurring-reports/:id/run': 'queues a run of the report named in the path',
  'DELETE /api/reports/shared/:id': 'revokes the shared report named in the path',
  'DELETE /api/workspace/invitations/:id': 'revokes the invitation named in the path',
  'DELETE /api/workspace/members/:id': 'removes the member named in the path',
  'DELETE /api/workspace/clients/:id': 'deletes the client workspace named in the path',
  'POST /api/white-label/domain/check': 'looks the saved white-label domain of the session’s workspace up in DNS now',
  'DELETE /api/white-label/domain': 'removes the white-label domain of the session’s workspace',
  'DELETE /api/workspace/api-keys/:id': 'revokes the public API key named in the path',
  'POST /api/notifications/:id/read': 'marks the member’s notification named in the path read',
  'POST /api/notifications/read-all': 'marks every unread notification of the member read',
  'DELETE /api/notifications/alert-rules/:id': 'deletes the alert rule named in the path',
  'DELETE /api/notifications/templates/:id': 'deletes the message template named in the path',
  'DELETE /api/notifications/campaigns/:id': 'deletes the campaign named in the path',
  'DELETE /api/audit/reports/:id': 'deletes the audit report named in the path, unless it runs',
  'POST /api/audit/reports/:id/publish': 'publishes the completed audit report named in the path behind a new link',
  'DELETE /api/audit/monitoring/:id': 'deletes the compliance monitor named in the path (its runs stay as reports)',
  'POST /api/audit/monitoring/:id/run': 'starts a run of the compliance monitor named in the path now',
  'POST /api/dashboard/refresh': 'recomputes the analytics dashboard figures the session’s workspace has cached (spec 001 §7: no body)',
};
