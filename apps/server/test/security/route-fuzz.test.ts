import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { accessMatrix, type MatrixUsers } from '../access-matrix';
import { createTestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { loadPublishedDocument } from '../support/published-document';
import { answerProblems } from './answer-check';
import { type FuzzRequest, fuzzRequestArbitrary } from './fuzz-request';

/**
 * Hostile input on every route of the route table, as every caller of the access matrix: inputs
 * generated from the contract's schemas and mutated away from them (see fuzz-request.ts). No
 * answer may be a 5xx (besides a documented 503), every answer is in the envelope, every success
 * matches its contract schema. The published OpenAPI document must agree with the server: every
 * answer is one it describes, and every request the server's validation let through is one it
 * allows. Seeded: FUZZ_SEED replays a run, FUZZ_RUNS (per route and caller) makes a deeper one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 18);

/** The requests (by id) that passed the route's input validation and reached its handler. */
const validated = new Set<string>();
const t = await createTestApp({
  extend: (app) => {
    app.addHook('preHandler', async (request) => {
      validated.add(request.id);
    });
  },
});
afterAll(() => t.close());
const published = await loadPublishedDocument(t.app);

const routes = t.app.endpointRegistry;
const roles = ['anonymous', 'otherMember', 'admin', 'member'] as const;
type Role = (typeof roles)[number];

const stats = { requests: 0, serverErrors: 0, recreatedCallers: 0, statuses: new Map<number, number>() };

afterAll(() => {
  const byStatus = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  console.log(
    `fuzz: ${stats.requests.toLocaleString('en')} requests over ${routes.length} routes × ${roles.length} roles, ` +
      `${stats.serverErrors} 5xx (seed ${SEED}, ${RUNS} runs per route and role on average; ${stats.recreatedCallers} callers re-created; ${byStatus.join(' ')})`,
  );
});

/** A seed per route and caller, so adding a route does not change what the others get. */
const seedFor = (route: string, role: Role) => {
  let h = SEED | 0;
  for (const c of `${route} ${role}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h;
};

/**
 * Each route gets RUNS requests per caller on average: callers it refuses (401/403 before the
 * body is read) a quarter of that, callers it lets in the rest, so inputs reach the handlers.
 */
const letsIn = (access: string, role: Role) =>
  access === 'public' ||
  (access === 'user' && role !== 'anonymous') ||
  (access === 'member' && (role === 'member' || role === 'otherMember')) ||
  (access === 'admin' && role === 'admin');
const runsFor = (access: string, role: Role) => {
  const refused = Math.max(1, Math.floor(RUNS / 4));
  const allowedCount = roles.filter((r) => letsIn(access, r)).length;
  if (!letsIn(access, role)) return refused;
  return Math.floor((RUNS * roles.length - refused * (roles.length - allowedCount)) / allowedCount);
};

const asMatrixUsers = (u: Record<Exclude<Role, 'anonymous'>, TestUser>): MatrixUsers => u;

describe('hostile input on every route', () => {
  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.raw).length).toBeGreaterThan(0);
  });

  it('finds every route of the route table in the published document', () => {
    const missing = routes
      .filter((route) => !published.operationOf(route))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    { timeout: 120_000 },
    async (name, route) => {
      // Fresh callers per route: what one route does to them (locked, deleted, password changed,
      // sessions ended) never spills into another.
      const admin = await createAdmin(t);
      const callers = {
        admin,
        member: await createMember(t, { referrer: admin }),
        otherMember: await createMember(t, { referrer: admin }),
      };
      const recreate = async (role: Exclude<Role, 'anonymous'>) => {
        stats.recreatedCallers++;
        callers[role] =
          role === 'admin' ? await createAdmin(t) : await createMember(t, { referrer: callers.admin });
      };
      const seed = accessMatrix[name]?.request?.(asMatrixUsers(callers)) ?? {};
      const knownIds = [
        ...Object.values(callers).flatMap((u) => [u.id, u.userId]),
        '00000000-0000-0000-0000-000000000000',
      ];
      const arbitrary = fuzzRequestArbitrary({
        method: route.method,
        url: route.url,
        endpoint: route.endpoint,
        seed,
        knownIds,
      });
      const changesSettings = name === 'PUT /api/admin/settings';
      const settingsBefore = changesSettings
        ? (await t.get('/api/admin/settings', { token: admin.token })).body.data
        : null;

      const problems: string[] = [];
      for (const role of roles) {
        const roleSeed = seedFor(name, role);
        const requests = fc.sample(arbitrary, { seed: roleSeed, numRuns: runsFor(route.access, role) });
        for (const [index, request] of requests.entries()) {
          const token = role === 'anonymous' ? undefined : callers[role].token;
          const answer = await send(route.method, request, token);
          stats.requests++;
          stats.statuses.set(answer.statusCode, (stats.statuses.get(answer.statusCode) ?? 0) + 1);
          if (answer.statusCode >= 500) stats.serverErrors++;
          const requestId = String(answer.headers['x-request-id']);
          const documentProblems = [
            ...published.answerProblems(route, answer).map((p) => `answer not as documented: ${p}`),
            ...(validated.has(requestId)
              ? published
                  .requestProblems(route, request)
                  .map((p) => `accepted request the document refuses: ${p}`)
              : []),
          ];
          for (const problem of [...answerProblems(route, answer), ...documentProblems]) {
            problems.push(
              `${role} #${index} (seed ${roleSeed}): ${problem}\n  request: ${describeRequest(route.method, request)}\n  answer: ${answer.statusCode} ${answer.body.slice(0, 300)}`,
            );
          }
          // The call ended its own caller (locked or deleted itself, ...): carry on with a new one.
          if (role !== 'anonymous' && answer.statusCode === 401 && answer.body.includes('"UNAUTHORIZED"')) {
            await recreate(role);
          }
          // Settings outlive the route (maintenance mode would answer 503 to every later member).
          if (changesSettings && answer.statusCode === 200) {
            const restored = await t.put('/api/admin/settings', {
              token: callers.admin.token,
              body: settingsBefore,
            });
            expect(restored.status, 'settings restored').toBe(200);
          }
        }
      }
      expect(problems, `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`).toEqual([]);
    },
  );
});

async function send(method: string, request: FuzzRequest, token: string | undefined) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

function describeRequest(method: string, request: FuzzRequest) {
  const payload = request.payload === undefined ? '' : ` ${JSON.stringify(request.payload.slice(0, 300))}`;
  return `${method} ${request.url.slice(0, 300)} [${request.kind}${request.headers['content-type'] ? `, ${request.headers['content-type']}` : ''}]${payload}`;
}
