import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
