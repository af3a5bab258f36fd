import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const TOKEN = 'metrics-token-for-the-spec-0123456789';

/** The value of one Prometheus sample line (`name{labels} value`), or undefined. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((candidate) => line.test(candidate));
  return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => testApp?.close());

  it('answers a scraper without the bearer token with 401, and with a wrong one too', async () => {
    const missing = await request(testApp.server as never)
      .get('/metrics')
      .expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.body).toEqual({ error: { type: 'AUTHENTICATION_ERROR', message: expect.any(String) } });
    await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}x`)
      .expect(401);
    await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', TOKEN)
      .expect(401);
  });

  it('serves Prometheus text with request-duration histograms, queue depths and recent activity', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    await user.agent.get('/api/health').expect(200);
    const response = await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(text).toContain('# TYPE otimiza_http_request_duration_seconds histogram');
    expect(sample(text, /^otimiza_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} /)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/otimiza_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} \d+/);
    expect(text).toContain('# TYPE otimiza_http_request_duration_recent_seconds gauge');
    expect(text).toContain('# TYPE otimiza_queue_jobs gauge');
    expect(text).toMatch(/otimiza_queue_jobs\{queue="core\.queue-probe",state="waiting"\} \d+/);
    expect(sample(text, /^otimiza_queue_up /)).toBe(1);
    // The logged-in user's session was seen just now.
    expect(sample(text, /^otimiza_active_sessions_last_5_minutes /)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^otimiza_audits_completed_last_5_minutes /)).toBe(0);
    expect(text).toContain('otimiza_process_cpu_user_seconds_total');
    // Ids never become label values: a request is labelled with its route's pattern (here the API's catch-all).
    await request(testApp.server as never)
      .get('/api/no-such-route/123e4567-e89b-12d3-a456-426614174000')
      .expect(404);
    const after = await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(after.text).toMatch(/otimiza_http_request_duration_seconds_count\{method="GET",route="[^"]+",status_code="404"\} 1/);
    expect(after.text).not.toContain('123e4567');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  it('does not exist', async () => {
    const response = await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', 'Bearer anything-at-all-here')
      .expect(404);
    expect(response.body.error.type).toBe('NOT_FOUND');
  });
});
