import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` warns (EBADENGINE) for every package whose `engines.node` excludes the running
 * Node. The root package says which Node releases the product runs on; every installed package
 * must accept them all, and the releases most users run (22, 24) as well.
 */
const repoFile = (name: string) => new URL(`../../../../${name}`, import.meta.url);
const lock = JSON.parse(readFileSync(repoFile('package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const root = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { engines: { node: string } };

/** The lowest release `engines` allows, the Node of these machines, and current 22 and 24. */
const releases = [semver.minVersion(root.engines.node)!.version, '20.20.2', '22.22.0', '24.11.0'];

describe('engines', () => {
  it('the root range starts at 20.19 and allows the releases checked below', () => {
    expect(semver.minVersion(root.engines.node)!.version).toBe('20.19.0');
    for (const release of releases) expect(semver.satisfies(release, root.engines.node)).toBe(true);
  });

  it('every installed package supports Node 20 (from 20.19), 22 and 24: npm install prints no EBADENGINE', () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, pkg]) => {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      if (!where || !range) return [];
      const refused = releases.filter((release) => !semver.satisfies(release, range));
      return refused.length
        ? [`${where}@${pkg.version} wants node ${range}, refuses ${refused.join(', ')}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });
});
