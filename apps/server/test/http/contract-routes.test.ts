import { csvExports, endpoints, liveStream } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { registerEndpoint } from '../../src/http/register-endpoint';
import { createTestApp, type TestApp } from '../support/create-test-app';

// Every call of the contract, registered on a bare app with placeholder handlers: the schemas must
// compile into routes and into the OpenAPI document before any feature implements them.
let t: TestApp;
beforeAll(async () => {
  const registered = new Set<string>();
  t = await createTestApp({
    extend: (app) => {
      for (const route of app.endpointRegistry) registered.add(`${route.method} ${route.url}`);
      for (const endpoint of Object.values(endpoints)) {
        if (registered.has(`${endpoint.method} /api${endpoint.path}`)) continue;
        registerEndpoint(app, endpoint, () => {
          throw new AppError('SERVICE_UNAVAILABLE', { detail: 'not implemented in this test' });
        });
      }
    },
  });
});
afterAll(() => t.close());

describe('the contract', () => {
  it('registers every endpoint as a route', () => {
    // CSV downloads are registered beside the endpoints (raw routes, not in `endpoints`).
    expect(t.app.endpointRegistry.filter((r) => !r.raw)).toHaveLength(Object.keys(endpoints).length);
  });

  it('documents every endpoint in OpenAPI', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.status).toBe(200);
    const count = Object.values(res.body.paths as Record<string, object>).reduce(
      (n: number, methods) => n + Object.keys(methods).length,
      0,
    );
    // The CSV downloads and the live event stream are raw routes beside the endpoints, documented too.
    const rawRoutes = Object.keys(csvExports).length + [liveStream].length;
    expect(count).toBe(Object.keys(endpoints).length + rawRoutes);
    expect(res.body.paths[`/api${liveStream.path}`]).toHaveProperty('get');
  });
});
