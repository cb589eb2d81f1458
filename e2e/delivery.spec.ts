import { expect, test } from '@playwright/test';

/*
 * Issue 17: the build's files travel compressed. The build writes brotli and gzip copies; the
 * server sends the one the client accepts, with Vary: Accept-Encoding, and the plain file when
 * the client accepts neither.
 */
const firstScript = (html: string) => {
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'index.html names its script').toBeDefined();
  return script!;
};

test('the page and its script come brotli, gzip or plain, as the client accepts', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  for (const path of ['/', '/signin', firstScript(await page.text())]) {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(path, { headers: { 'accept-encoding': accept } });
      expect(response.status(), `${path} (${accept})`).toBe(200);
      expect(response.headers()['content-encoding'], `${path} (${accept})`).toBe(encoding);
      expect(response.headers()['vary'], `${path} (${accept})`).toMatch(/accept-encoding/i);
    }
  }
});

test('API answers above 1 KB are compressed, small ones are not', async ({ request }) => {
  const docs = await request.get('/api/docs/json', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(docs.status()).toBe(200);
  expect(docs.headers()['content-encoding']).toBe('br');
  const health = await request.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(health.status()).toBe(200);
  expect(health.headers()['content-encoding']).toBeUndefined();
  expect(health.headers()['cache-control']).toBe('no-store');
});

test('the stylesheet is in the page: no stylesheet request holds back the first paint', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style>[^<]*\.bg-slate-950\{/);
});
