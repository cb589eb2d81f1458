import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONFIG_FILE = 'hardhat.config.cjs';

/**
 * Finds apps/server/chain-dev (the Hardhat project of the dev chain) by walking up from this module,
 * so the same code works from src/ (tsx, tests) and from a bundled dist/ file.
 */
export function locateChainDevProject(): { projectDir: string; hardhatCli: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'chain-dev');
    if (existsSync(join(candidate, CONFIG_FILE))) {
      // Resolve Hardhat from the project folder: Hardhat refuses to run from a non-local install.
      const hardhatCli = createRequire(join(candidate, CONFIG_FILE)).resolve('hardhat/internal/cli/cli.js');
      return { projectDir: candidate, hardhatCli };
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`chain-dev/${CONFIG_FILE} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
