/**
 * The demo network, as plain data: who joins under whom and when, each member's exchange UID and
 * profit-share amounts for the two demo cycles. Deterministic, so a second seed finds the same
 * members, payments and cycle contents (and pays nothing twice).
 */

/** The member a newcomer signs in as (printed by the seed). Passes the password rules. */
export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Demo@12345' } as const;
/** Every demo member shares the demo member's password. */
export const DEMO_PASSWORD = DEMO_MEMBER.password;

export interface DemoMember {
  /** Index in the plan; the demo member is 0. */
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Index of the referrer; null: the platform's root admin. */
  parent: number | null;
  /** Level below the demo member (0 for the demo member). */
  depth: number;
  /** Days before the seed's time that the member joined and paid. */
  joinedDaysAgo: number;
  uid: string;
}

export interface DemoCycle {
  periodLabel: string;
  /** Days before the seed's time that the cycle ran. */
  daysAgo: number;
  /** The days it pays for, as days before the seed's day: from `startDaysAgo` to `endDaysAgo`. */
  startDaysAgo: number;
  endDaysAgo: number;
  rows: { line: number; uid: string; amount: string }[];
}

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sofia', 'Mateo'];
const LAST = ['Chen', 'Patel', 'Garcia', 'Okafor', 'Novak', 'Silva', 'Kim', 'Rossi', 'Haddad', 'Larsen'];

/** Children per member, level by level below the demo member: 5, then 3 each, then fewer. */
const CHILDREN_AT_DEPTH = [5, 3, 1, 1] as const;
/** How many members of each level get children (the rest bring nobody, as most people do). */
const PARENTS_AT_DEPTH = [1, 5, 13, 6] as const;
/** Join days per depth: the oldest first, uplines always before their network. */
const JOIN_DAYS = [70, 60, 45, 30, 12] as const;

export const DEMO_CYCLES_DAYS_AGO = [25, 1] as const;

/** The demo member and about 40 members in four levels under them. */
export function demoMembers(): DemoMember[] {
  const members: DemoMember[] = [
    {
      index: 0,
      firstName: 'Dana',
      lastName: 'Demo',
      email: DEMO_MEMBER.email,
      parent: null,
      depth: 0,
      joinedDaysAgo: JOIN_DAYS[0],
      uid: demoUid(0),
    },
  ];
  let level = [0];
  for (let depth = 0; depth < CHILDREN_AT_DEPTH.length; depth++) {
    const next: number[] = [];
    const parents = level.slice(0, PARENTS_AT_DEPTH[depth]);
    for (const parent of parents) {
      for (let c = 0; c < (CHILDREN_AT_DEPTH[depth] ?? 0); c++) {
        const index = members.length;
        const firstName = FIRST[index % FIRST.length] ?? 'Demo';
        const lastName = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Member';
        members.push({
          index,
          firstName,
          lastName,
          email: `${firstName}.${lastName}.${index}@demo.example.com`.toLowerCase(),
          parent,
          depth: depth + 1,
          // Spread within the level so the history is not one instant.
          joinedDaysAgo: (JOIN_DAYS[depth + 1] ?? 5) - (index % 4),
          uid: demoUid(index),
        });
        next.push(index);
      }
    }
    level = next;
  }
  return members;
}

/** Exchange UIDs the demo owns: 9 digits starting 7700. */
export const demoUid = (index: number) => `77000${String(index).padStart(4, '0')}`;

/** A profit-share amount in USDT as exact decimal text (no float): 12.34 to 211.99. */
export function demoAmount(index: number, cycle: number): string {
  const whole = 12 + ((index * 37 + cycle * 53) % 200);
  const cents = (index * 13 + cycle * 29) % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** Two DOWNLINE cycles: each pays for the members who had joined by its day. */
export function demoCycles(members: DemoMember[]): DemoCycle[] {
  return DEMO_CYCLES_DAYS_AGO.map((daysAgo, i) => {
    const number = i + 1;
    const rows = members
      .filter((m) => m.joinedDaysAgo > daysAgo)
      .map((m, line) => ({ line: line + 1, uid: m.uid, amount: demoAmount(m.index, number) }));
    // Each pays the days from the one before ran (the first: four weeks) to the day before it ran.
    const startDaysAgo = DEMO_CYCLES_DAYS_AGO[i - 1] ?? daysAgo + 27;
    return { periodLabel: `demo-cycle-${number}`, daysAgo, startDaysAgo, endDaysAgo: daysAgo + 1, rows };
  });
}
