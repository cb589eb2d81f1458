import { defineConfig } from 'drizzle-kit';

// Tables live next to the feature that owns them, in `*.schema.ts` files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: './drizzle',
});
