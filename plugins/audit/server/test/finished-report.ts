import type { AuditReportDetail } from '@otimiza/plugin-audit-shared';
import type { TestUser } from '@otimiza/sdk/testing';

/** Reads an audit report until it has left draft and in-progress (a hang guard of 150 s, not a measure). */
export async function finished(owner: TestUser, id: string): Promise<AuditReportDetail> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { body } = await owner.agent.get(`/api/audit/reports/${id}`).expect(200);
    if (body.status !== 'draft' && body.status !== 'in_progress') return body as AuditReportDetail;
    if (Date.now() > deadline) throw new Error(`report ${id} still in progress: ${JSON.stringify(body.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
