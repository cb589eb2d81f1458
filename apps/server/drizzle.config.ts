import { defineConfig } from 'drizzle-kit';

// Tables live next to the feature that owns them, in `*.tables.ts` files ("schema" means the contract's zod schemas).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './drizzle',
});
