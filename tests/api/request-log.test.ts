import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../server/http/request-log';
import { keptLogLines, startTestApp, type TestApp } from './app';

const { lines, logger } = keptLogLines();
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({ logger });
}, 60_000);
afterAll(async () => harness.close());

describe('the request log', () => {
  it('writes one line per request, with its id, method, address, status and time', async () => {
    lines.length = 0;
    const response = await harness.app.inject({ method: 'GET', url: '/api/pricelist?currency=EUR' });
    expect(response.statusCode).toBe(200);
    const written = lines.filter((line) => line.url === '/api/pricelist?currency=EUR');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', statusCode: 200, reqId: expect.any(String) as unknown, responseTime: expect.any(Number) as unknown });
  });

  it('never writes a sign-up, reset or purchase token', async () => {
    lines.length = 0;
    await harness.app.inject({ method: 'GET', url: '/sign-up/confirm?token=s3cret-sign-up-token' });
    await harness.app.inject({ method: 'GET', url: '/password-reset?email=a%40b.test&token=s3cret-reset-token' });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(lines.map((line) => line.url)).toEqual(expect.arrayContaining(['/sign-up/confirm?token=[redacted]', '/password-reset?email=a%40b.test&token=[redacted]']));
  });
});

describe('redactedUrl', () => {
  it('replaces the values of secret-bearing query parameters and keeps everything else', () => {
    expect(redactedUrl('/pricelist?project=site&ref=pricelist&token=abc.def&package-version=3')).toBe('/pricelist?project=site&ref=pricelist&token=[redacted]&package-version=3');
    expect(redactedUrl('/x?Token=1&code=2#top')).toBe('/x?Token=[redacted]&code=[redacted]#top');
    expect(redactedUrl('/api/pricelist?currency=EUR')).toBe('/api/pricelist?currency=EUR');
    expect(redactedUrl('/tokens?tokenish=1')).toBe('/tokens?tokenish=1');
  });
});
