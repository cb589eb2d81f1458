import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encodeQuery } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdFromRoute } from '../../src/http/operation-docs';
import { createTestApp } from '../support/create-test-app';
import { type DocumentedRoute, loadPublishedDocument } from '../support/published-document';
import { createAdmin, createMember, type TestUser } from '../support/users';

/**
 * The published OpenAPI document (/api/docs/json), generated from the real app: what Spectral's
 * OpenAPI rules say of it, and the findings of issue #12 (Schemathesis, Spectral), each kept fixed.
 * The route fuzzer (test/security/route-fuzz.test.ts) holds the traffic of every route against it.
 */
const t = await createTestApp();
afterAll(() => t.close());
const published = await loadPublishedDocument(t.app);
const { document } = published;

type JsonObject = Record<string, unknown>;
type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  parameters?: { name: string; in: string; style?: string; explode?: boolean; schema: JsonObject }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonObject }> };
  responses: Record<string, { content?: Record<string, { schema: JsonObject }> }>;
};
const operations = Object.entries(document.paths).flatMap(([url, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${url}`,
    operation: operation as unknown as Operation,
  })),
);
const operation = (method: string, url: string) =>
  document.paths[url]?.[method.toLowerCase()] as unknown as Operation;

// ---- Spectral ----

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const spectralCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json')),
  'dist/index.js',
);

interface SpectralFinding {
  code: string;
  message: string;
  path: string[];
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
}

/** Spectral's CLI with the repository's ruleset (`.spectral.yaml`: spectral:oas) on a document. */
async function spectral(doc: unknown): Promise<SpectralFinding[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    const results = path.join(dir, 'findings.json');
    await writeFile(file, JSON.stringify(doc));
    const ruleset = path.join(repositoryRoot, '.spectral.yaml');
    const args = ['lint', file, '--ruleset', ruleset, '--format', 'json', '--output', results, '--quiet'];
    // Exit code 1 means "found errors": the findings are in the output file either way.
    await promisify(execFile)(process.execPath, [spectralCli, ...args]).catch((error: { code?: unknown }) => {
      if (error.code !== 1) throw error;
    });
    return JSON.parse(await readFile(results, 'utf8')) as SpectralFinding[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const describeFinding = (f: SpectralFinding) => `${f.code} at ${f.path.join('.')}: ${f.message}`;

describe('Spectral (spectral:oas) on the published document', () => {
  it('finds no error and no warning', { timeout: 60_000 }, async () => {
    const findings = await spectral(document);
    expect(findings.filter((f) => f.severity === 0).map(describeFinding)).toEqual([]);
    expect(findings.filter((f) => f.severity === 1).map(describeFinding)).toEqual([]);
  });

  it(
    'would report a dangling reference like the one the document had (the check works)',
    { timeout: 60_000 },
    async () => {
      // Without its components, the tree's references to ReferralTreeNode dangle as schema0's did.
      const broken = { ...document, components: { ...(document.components as JsonObject), schemas: {} } };
      const errors = (await spectral(broken)).filter((f) => f.severity === 0);
      expect(errors.map((f) => f.code)).toContain('invalid-ref');
    },
  );
});

// ---- What the document says ----

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : references(inner),
  );
}

function resolvePointer(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((at, part) => (at as JsonObject | undefined)?.[part], document);
}

describe('references', () => {
  it('resolve, every one of them (the referral tree pointed at a missing schema0)', () => {
    const refs = references(document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it('describe the referral tree recursively through a named component', () => {
    const tree = operation('GET', '/api/users/referral-tree').responses['200']!.content!['application/json']!;
    const data = (tree.schema.properties as Record<string, JsonObject>).data!;
    expect((data.properties as Record<string, JsonObject>).referralTree).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ReferralTreeNode' },
    });
    const node = resolvePointer('#/components/schemas/ReferralTreeNode') as JsonObject;
    expect((node.properties as Record<string, JsonObject>).children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ReferralTreeNode' },
    });
    expect(JSON.stringify(node)).not.toMatch(/"\$(id|schema)"/);
  });
});

describe('operations', () => {
  it('each has a unique operationId, a defined tag and a one-line description', () => {
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    const ids = operations.map(({ operation: o }) => o.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { name, operation: o } of operations) {
      expect(o.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(o.tags, name).toHaveLength(1);
      expect(tags.has(o.tags![0]!), name).toBe(true);
      expect(o.description, name).toMatch(/^\S.*\S$/);
    }
  });

  it('are named after their call in the contract', () => {
    expect(operation('POST', '/api/users/login').operationId).toBe('login');
    expect(operation('GET', '/api/users/admin/all').operationId).toBe('adminUsers');
    expect(operation('GET', '/api/users/admin/export.csv').operationId).toBe('adminUsersCsv');
    expect(operation('GET', '/api/users/admin/all').description).toMatch(/administrator/);
  });

  it('are named after their method and path when the contract does not list the call', () => {
    expect(operationIdFromRoute('GET', '/users/admin/:id/report')).toBe('getUsersAdminByIdReport');
    expect(operationIdFromRoute('POST', '/rewards/admin/cycles/preview')).toBe(
      'postRewardsAdminCyclesPreview',
    );
    expect(operationIdFromRoute('GET', '/users/admin/export.csv')).toBe('getUsersAdminExportCsv');
  });
});

describe('admin list filters (an object in the query)', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t);
    const locked = await createMember(t, { referrer: admin, status: 'LOCKED' });
    await createMember(t, { referrer: locked });
  });

  it('are described as deepObject, so generated clients send filters[status]=...', () => {
    const objectParameters = operations.flatMap(({ name, operation: o }) =>
      (o.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema.type === 'object')
        .map((p) => ({ name, p })),
    );
    expect(objectParameters.map(({ name, p }) => `${name} ${p.name}`)).toContain(
      'GET /api/users/admin/all filters',
    );
    for (const { name, p } of objectParameters) {
      expect({ name, style: p.style, explode: p.explode }).toEqual({
        name,
        style: 'deepObject',
        explode: true,
      });
    }
  });

  it("are read by the server as a deepObject client (and the spec's client) sends them", async () => {
    // deepObject, exploded: filters[status]=LOCKED&filters[isEmailVerified]=true; the web's
    // encodeQuery writes the same.
    const query = 'filters%5Bstatus%5D=LOCKED&filters%5BisEmailVerified%5D=true';
    expect(encodeQuery({ filters: { status: 'LOCKED', isEmailVerified: true } })).toBe(query);
    const url = `/api/users/admin/all?${query}`;
    const res = await t.get(url, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.users.length).toBeGreaterThan(0);
    expect(res.body.data.users.every((u: { status: string }) => u.status === 'LOCKED')).toBe(true);
    const route = { method: 'GET', url: '/api/users/admin/all' };
    expect(published.requestProblems(route, { url, headers: {} })).toEqual([]);
  });
});

describe('downloads (CSV exports)', () => {
  // The other raw route is the live event stream (below).
  const downloads = t.app.endpointRegistry.filter((r) => r.raw && r.url.endsWith('.csv'));

  it('document their text/csv answer, and JSON failures', () => {
    expect(downloads.length).toBeGreaterThanOrEqual(5);
    for (const route of downloads) {
      const { responses } = published.operationOf(route)!;
      const media = (status: string) => Object.keys(responses[status]?.content ?? {});
      expect({ route: route.url, ok: media('200'), client: media('4XX'), server: media('5XX') }).toEqual({
        route: route.url,
        ok: ['text/csv'],
        client: ['application/json'],
        server: ['application/json'],
      });
    }
  });
});

describe('the live event stream (ADR 0015)', () => {
  it('documents its text/event-stream answer, its ticket, and JSON failures', () => {
    const { responses, parameters } = operation('GET', '/api/events');
    const media = (status: string) => Object.keys(responses[status]?.content ?? {});
    expect({ ok: media('200'), client: media('4XX'), server: media('5XX') }).toEqual({
      ok: ['text/event-stream'],
      client: ['application/json'],
      server: ['application/json'],
    });
    expect(parameters?.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'query:ticket',
    ]);
    const ticket = operation('POST', '/api/events/ticket') as Operation & { security?: unknown };
    expect(ticket.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('request bodies', () => {
  it('are optional where an empty body is valid, as the server takes a missing one as {}', async () => {
    expect(operation('POST', '/api/users/logout').requestBody?.required).toBe(false);
    expect(operation('POST', '/api/otp/withdrawal/request').requestBody?.required).toBe(false);
    expect(operation('POST', '/api/users/login').requestBody?.required).toBe(true);
    const member = await createMember(t);
    expect((await t.call('POST', '/api/users/logout', { token: member.token })).status).toBe(200);
  });
});

// ---- The document is as strict as the server ----

const ADDRESS = `0x${'ab'.repeat(20)}`;
type Caller = 'anonymous' | 'member' | 'admin';
interface Sample {
  route: DocumentedRoute;
  caller: Caller;
  body?: JsonObject;
  query?: string;
}
const post = (url: string, caller: Caller, body: JsonObject): Sample => ({
  route: { method: 'POST', url },
  caller,
  body,
});
const put = (url: string, caller: Caller, body: JsonObject): Sample => ({
  route: { method: 'PUT', url },
  caller,
  body,
});

const register = (changes: JsonObject) =>
  post('/api/users/register', 'anonymous', {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    password: 'Str0ng!Pass',
    referredByCode: 'ZZZZZZZZ', // no such code: a valid request ends in INVALID_REFERRAL_CODE
    ...changes,
  });
const resetPassword = (newPassword: string) =>
  post('/api/users/reset-password', 'anonymous', {
    token: 'bogus',
    newPassword,
    confirmPassword: newPassword,
  });
const changePassword = (currentPassword: string, newPassword: string) =>
  put('/api/users/change-password', 'member', { currentPassword, newPassword, confirmPassword: newPassword });
const verifyOtp = (otp: string) => post('/api/otp/withdrawal/verify', 'member', { otp });
const withdraw = (changes: JsonObject) =>
  post('/api/withdrawals', 'member', {
    amount: 12.5,
    walletAddress: ADDRESS,
    asset: 'USDT',
    otp: '123456',
    ...changes,
  });
const settings = (changes: JsonObject) => put('/api/admin/settings', 'admin', changes);
const users = (query: string): Sample => ({
  route: { method: 'GET', url: '/api/users/admin/all' },
  caller: 'admin',
  query,
});

/** Requests the server's validation refuses (400 VALIDATION_ERROR): the document refuses them too. */
const refused: [string, Sample][] = [
  ['an e-mail without its domain', register({ email: 'ann@' })],
  ['an e-mail without a top-level domain', register({ email: 'ann@example' })],
  ['an e-mail with a space inside', register({ email: 'ann lee@example.com' })],
  ['an e-mail over 254 characters', register({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` })],
  ['a registration password under 8 characters', register({ password: 'Sh0rt!' })],
  ['a registration password over 128 characters', register({ password: `Aa1!${'x'.repeat(125)}` })],
  ['a new password without an upper-case letter', resetPassword('lower1!case')],
  ['a new password without a digit', resetPassword('NoDigits!!')],
  ['a new password without a special character', resetPassword('NoSpecial12')],
  ['a new password under 8 characters', resetPassword('Ab1!')],
  ['a changed password without an upper-case letter', changePassword('anything', 'str0ng!pass ~')],
  ['an empty current password', changePassword('', 'Str0ng!Pass')],
  ['a 5-digit one-time code', verifyOtp('12345')],
  ['a 7-digit one-time code', verifyOtp('1234567')],
  ['a one-time code with letters', verifyOtp('12a456')],
  ['an amount of 0', withdraw({ amount: 0 })],
  ['a negative amount', withdraw({ amount: -5 })],
  ['an amount over the maximum', withdraw({ amount: 2e9 })],
  ['an amount text with 9 decimals', withdraw({ amount: '12.123456789' })],
  ['a negative amount text', withdraw({ amount: '-1' })],
  ['an amount text that is not a number', withdraw({ amount: '12,5' })],
  ['a wallet address of 39 hex digits', withdraw({ walletAddress: `0x${'a'.repeat(39)}` })],
  ['a wallet address that is not hex', withdraw({ walletAddress: `0x${'g'.repeat(40)}` })],
  ['an exchange UID with letters', put('/api/users/bingx-uid', 'member', { bingXUID: '12ab' })],
  ['an exchange UID over 20 digits', put('/api/users/bingx-uid', 'member', { bingXUID: '1'.repeat(21) })],
  ['a subscription fee of 0', settings({ subscriptionFee: 0 })],
  ['a subscription fee over the maximum', settings({ subscriptionFee: 2_000_000 })],
  ['a boolean filter spelt "yes"', users('filters%5BisEmailVerified%5D=yes')],
];

/** Requests the server's validation lets through (trimmed text, decimal text): the document too. */
const accepted: [string, Sample][] = [
  ['an e-mail in surrounding spaces', register({ email: '  ann@example.com ' })],
  ['a strong new password', resetPassword('Str0ng!Pass')],
  ['an allowed changed password', changePassword('not-the-password', 'Str0ng!Pass')],
  // The form refuses characters outside letters, digits and @$!%*?&; the server does not (issue 21).
  ['a changed passphrase with spaces', changePassword('not-the-password', 'Str0ng! Pass ~ phrase')],
  ['a one-time code in surrounding spaces', verifyOtp(' 123456 ')],
  ['an amount text with trailing zeros', withdraw({ amount: ' 12.500000000000 ' })],
  ['an amount text starting with its point', withdraw({ amount: '.5' })],
  ['the smallest amount', withdraw({ amount: 0.01 })],
  ['a wallet address without 0x, in spaces', withdraw({ walletAddress: ` ${'ab'.repeat(20)} ` })],
  ['a one-time code as the withdrawal form sends it', withdraw({ otp: '654321' })],
  ['a rate of 0 given as -0', settings({ directRewardRates: [{ level: 1, percent: '-0' }] })],
  ['a boolean filter', users('filters%5BisEmailVerified%5D=false')],
];

describe('request schemas are as strict as the server', () => {
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    member: undefined,
    admin: undefined,
  };
  beforeAll(async () => {
    const admin = await createAdmin(t);
    tokens.admin = admin.token;
    tokens.member = (await createMember(t, { referrer: admin })).token;
  });

  const send = async ({ route, caller, body, query }: Sample) => {
    const url = query ? `${route.url}?${query}` : route.url;
    const res = await t.call(route.method as 'POST', url, { token: tokens[caller], body });
    const sent = {
      url,
      headers: { 'content-type': 'application/json' },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    };
    return { res, problems: published.requestProblems(route, sent) };
  };

  it.each(refused)('refused by both: %s', async (_name, sample) => {
    const { res, problems } = await send(sample);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(problems.length, 'the document lets it through').toBeGreaterThan(0);
  });

  it.each(accepted)('accepted by both: %s', async (_name, sample) => {
    const { res, problems } = await send(sample);
    expect(res.body.message, JSON.stringify(res.body.data)).not.toBe('VALIDATION_ERROR');
    expect(problems).toEqual([]);
  });
});

// ---- The checker itself ----

describe('the traffic checker (test/support/published-document.ts)', () => {
  const health = { method: 'GET', url: '/api/health' };
  const login = { method: 'POST', url: '/api/users/login' };
  const ok = {
    success: true,
    message: 'OK',
    data: { status: 'ok', database: 'up', maintenance: false, version: '1' },
    error: null,
  };
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const answer = (statusCode: number, body: unknown, headers: JsonObject = json) => ({
    statusCode,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('passes an answer the document describes', () => {
    expect(published.answerProblems(health, answer(200, ok))).toEqual([]);
    const failure = { success: false, message: 'RATE_LIMITED', data: null, error: 'slow down' };
    expect(published.answerProblems(health, answer(429, failure))).toEqual([]);
  });

  it('reports an answer with a field, a status or a media type the document does not give', () => {
    expect(published.answerProblems(health, answer(200, { ...ok, extra: 1 }))).not.toEqual([]);
    expect(published.answerProblems(health, answer(200, { ...ok, data: { status: 'down' } }))).not.toEqual(
      [],
    );
    expect(published.answerProblems(health, answer(302, ''))).not.toEqual([]);
    expect(
      published.answerProblems(health, answer(200, '<html>', { 'content-type': 'text/html' })),
    ).not.toEqual([]);
  });

  it('reports a request the document does not allow', () => {
    const body = (value: JsonObject) => ({ url: login.url, headers: json, payload: JSON.stringify(value) });
    expect(published.requestProblems(login, body({ email: 'a@example.com', password: 'x' }))).toEqual([]);
    expect(published.requestProblems(login, body({ email: 'a@example.com' }))).not.toEqual([]);
    expect(
      published.requestProblems(login, body({ email: 'a@example.com', password: 'x', isAdmin: true })),
    ).not.toEqual([]);
    expect(published.requestProblems(login, { url: login.url, headers: {} })).not.toEqual([]);
    const list = { method: 'GET', url: '/api/users/admin/all' };
    expect(published.requestProblems(list, { url: `${list.url}?page=2&sort=-email`, headers: {} })).toEqual(
      [],
    );
    expect(published.requestProblems(list, { url: `${list.url}?page=0`, headers: {} })).not.toEqual([]);
    expect(published.requestProblems(list, { url: `${list.url}?sort=nonsense`, headers: {} })).not.toEqual(
      [],
    );
  });
});
