import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser, updateUser } from '../support/users';

/**
 * A network for the network tests, built through the real registration helpers (closure rows by
 * placeUnderReferrer, member facts kept by the trigger), and a reference model of it computed
 * from the parent links alone, so expectations never come from the code under test.
 *
 *   root (admin) -> parent -> VIEWER, and root -> other (outside the viewer's network)
 *   VIEWER: a1 (b1 (x1 -> d4 -> d5 -> ... -> d18, x2), b2, b3, b4), a2 (y1), a3, a4
 *   other: o1, o2
 * d16, d17 and d18 are 16-18 levels below the viewer: outside its 15 levels.
 */
export interface FixtureMember {
  name: string;
  parent: string | null;
  status?: 'ACTIVE' | 'LOCKED' | 'DISABLED';
  /** Paid subscription and linked UID; default true. */
  onboarded?: boolean;
  /** Paid once, but the period has ended. */
  expired?: boolean;
  /** Deleted by an admin (through the API) after the network is built. */
  deleted?: boolean;
}

const chain = Array.from({ length: 15 }, (_, i): FixtureMember => ({
  name: `d${i + 4}`,
  parent: i === 0 ? 'x1' : `d${i + 3}`,
}));

export const FIXTURE: FixtureMember[] = [
  { name: 'root', parent: null },
  { name: 'parent', parent: 'root' },
  { name: 'viewer', parent: 'parent' },
  { name: 'other', parent: 'root' },
  { name: 'a1', parent: 'viewer' },
  { name: 'a2', parent: 'viewer', status: 'LOCKED' },
  { name: 'a3', parent: 'viewer', onboarded: false },
  { name: 'a4', parent: 'viewer', deleted: true },
  { name: 'b1', parent: 'a1' },
  { name: 'b2', parent: 'a1', expired: true },
  { name: 'b3', parent: 'a1', status: 'DISABLED', onboarded: false },
  { name: 'b4', parent: 'a1' },
  { name: 'x1', parent: 'b1' },
  { name: 'x2', parent: 'b1', status: 'LOCKED' },
  { name: 'y1', parent: 'a2' },
  { name: 'o1', parent: 'other' },
  { name: 'o2', parent: 'other' },
  ...chain,
];

export interface BuiltNetwork {
  users: Map<string, TestUser>;
  byId: Map<string, string>;
  /** Join times, one second apart in fixture order; b2 and b3 joined at the same instant. */
  joinedAt: Map<string, Date>;
  viewer: TestUser;
  admin: TestUser;
}

export async function buildFixtureNetwork(t: TestApp): Promise<BuiltNetwork> {
  const users = new Map<string, TestUser>();
  const joinedAt = new Map<string, Date>();
  const base = Date.parse('2025-01-01T00:00:00Z');
  for (const [index, m] of FIXTURE.entries()) {
    const referrer = m.parent ? users.get(m.parent) : undefined;
    const user =
      m.parent === null
        ? await createAdmin(t)
        : await createMember(t, {
            ...(referrer ? { referrer } : {}),
            status: m.status ?? 'ACTIVE',
            onboarded: m.onboarded ?? true,
          });
    users.set(m.name, user);
    const joined = new Date(base + (m.name === 'b3' ? index - 1 : index) * 1000);
    joinedAt.set(m.name, joined);
    await updateUser(t, user.id, {
      createdAt: joined,
      firstName: `First-${m.name}`,
      lastName: `Last-${m.name}`,
      ...(m.expired ? { subscriptionExpiresAt: new Date(t.clock.now().getTime() - 86_400_000) } : {}),
    });
  }
  const admin = users.get('root')!;
  for (const m of FIXTURE.filter((f) => f.deleted)) {
    const res = await t.del(`/api/users/admin/${users.get(m.name)!.id}`, { token: admin.token });
    if (res.status !== 200) throw new Error(`could not delete ${m.name}: ${res.status} ${res.text}`);
  }
  const byId = new Map([...users].map(([name, u]) => [u.id, name]));
  return { users, byId, joinedAt, viewer: users.get('viewer')!, admin };
}

/** The reference model: everything the viewer should see, from the parent links alone. */
export function referenceNetwork(viewer: string, network: BuiltNetwork) {
  const children = new Map<string, string[]>();
  for (const m of FIXTURE) {
    if (m.parent) children.set(m.parent, [...(children.get(m.parent) ?? []), m.name]);
  }
  const level = new Map<string, number>();
  const walk = (name: string, depth: number) => {
    for (const child of children.get(name) ?? []) {
      if (depth + 1 > 15) continue;
      level.set(child, depth + 1);
      walk(child, depth + 1);
    }
  };
  walk(viewer, 0);
  const spec = new Map(FIXTURE.map((m) => [m.name, m]));
  const visible = [...level.keys()];
  const descendants = (name: string): number =>
    (children.get(name) ?? []).filter((c) => level.has(c)).reduce((n, c) => n + 1 + descendants(c), 0);
  const id = (name: string) => network.users.get(name)!.id;
  // History order: level, newest first, then id.
  const ordered = [...visible].sort(
    (a, b) =>
      level.get(a)! - level.get(b)! ||
      network.joinedAt.get(b)!.getTime() - network.joinedAt.get(a)!.getTime() ||
      (id(a) < id(b) ? -1 : 1),
  );
  const facts = (name: string) => {
    const m = spec.get(name)!;
    const deleted = m.deleted ?? false;
    return {
      active: !deleted && (m.status ?? 'ACTIVE') === 'ACTIVE',
      linked: !deleted && (m.onboarded ?? true),
      paid: !deleted && (m.onboarded ?? true) && !m.expired,
      status: deleted ? 'DISABLED' : (m.status ?? 'ACTIVE'),
    };
  };
  return {
    level,
    visible,
    ordered,
    children: (name: string) => (children.get(name) ?? []).filter((c) => level.has(c)),
    descendants,
    facts,
    spec,
  };
}

export type ReferenceNetwork = ReturnType<typeof referenceNetwork>;

/** What a suite on the fixture network works with. */
export interface FixtureNetworkSuite {
  t: TestApp;
  net: BuiltNetwork;
  /** The reference model of the viewer's network. */
  ref: ReferenceNetwork;
}

/**
 * The set-up of a test file on the fixture network: in beforeAll a test app, the network built in
 * it and the viewer's reference model, handed to `use` (the file keeps them in its own variables);
 * the app is closed in afterAll.
 */
export function fixtureNetworkSuite(use: (suite: FixtureNetworkSuite) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    const net = await buildFixtureNetwork(app);
    use({ t: app, net, ref: referenceNetwork('viewer', net) });
  });
  afterAll(() => app?.close());
}
