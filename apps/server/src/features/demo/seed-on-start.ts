import type { Db } from '../../infra/db/client';
import { hasNoMembers, type SeedDemoResult, seedDemo } from './seed-demo';

/**
 * Whether a start seeds the demo network. SEED_DEMO=false never, SEED_DEMO=true always (the
 * browser tests' production-mode server); otherwise only the embedded default outside
 * production: demo accounts with a published password have no place on a real deployment.
 */
export function wantsDemoSeed(
  env: Record<string, string | undefined>,
  start: { embeddedDatabase: boolean; nodeEnv: string },
): boolean {
  const flag = env.SEED_DEMO?.trim().toLowerCase();
  if (flag === 'false' || flag === '0') return false;
  if (flag === 'true' || flag === '1') return true;
  return start.embeddedDatabase && start.nodeEnv !== 'production';
}

/** On a start that wants it and a database with no member yet, seeds the demo; else null. */
export async function seedDemoOnStart(
  db: Db,
  env: Record<string, string | undefined>,
  start: { embeddedDatabase: boolean; nodeEnv: string },
): Promise<SeedDemoResult | null> {
  if (!wantsDemoSeed(env, start)) return null;
  if (!(await hasNoMembers(db))) return null;
  return seedDemo(db);
}

/** Banner lines telling a newcomer how to see the demo. */
export function demoBannerLines(result: SeedDemoResult): string[] {
  return [
    '',
    `  A demo network was added (${result.members} members, ${result.cycles.length} reward cycles; SEED_DEMO=false skips it):`,
    `    demo member: ${result.signIn.email} / ${result.signIn.password}`,
  ];
}
