import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import { hasNoMembers, type SeedDemoResult, seedDemo } from './seed-demo';

/**
 * Whether a start seeds the demo network (`config.seedDemo`). SEED_DEMO=false never, SEED_DEMO=true always (the
 * browser tests' production-mode server); otherwise only the embedded default outside
 * production: demo accounts with a published password have no place on a real deployment.
 */
export function wantsDemoSeed(
  setting: Config['seedDemo'],
  start: { embeddedDatabase: boolean; nodeEnv: string },
): boolean {
  if (setting !== undefined) return setting;
  return start.embeddedDatabase && start.nodeEnv !== 'production';
}

/** On a start that wants it and a database with no member yet, seeds the demo; else null. */
export async function seedDemoOnStart(
  db: Db,
  setting: Config['seedDemo'],
  start: { embeddedDatabase: boolean; nodeEnv: string },
): Promise<SeedDemoResult | null> {
  if (!wantsDemoSeed(setting, start)) return null;
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
