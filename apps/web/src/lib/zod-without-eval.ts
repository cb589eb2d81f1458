import type { $ZodConfig } from 'zod/v4/core';

// The server's Content-Security-Policy allows no eval. Zod would probe for it with `new Function`
// (caught, but the browser still reports a CSP violation) to compile faster object parsers; forms
// parse little, so the plain parsers do. Imported first: schemas are built at import time.
// Zod reads its configuration from this global and documents pre-setting it before it loads
// (zod/v4/core/core.ts), which keeps zod itself out of the first script (z.config would load it).
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
