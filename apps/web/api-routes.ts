// By path, not as `@app/contract`: Vite bundles a config's relative imports but loads packages with
// Node, which cannot read the contract's TypeScript.
import { csvExports, endpoints, routesOf } from '../../packages/contract/src/index';

/**
 * The API's routes, read from the contract when the app is built (and when its unit tests run)
 * and written into the bundle as plain data (`__API_ROUTES__`, read by src/lib/api-routes.ts):
 * every call's method and path, and the CSV exports' path and file name. The browser calls the
 * API through these, so no page loads the contract's endpoint objects, whose zod schemas are built
 * on import (ADR 0014). The contract stays the one source: nothing here is written by hand.
 */
export const apiRoutesDefine = {
  __API_ROUTES__: JSON.stringify({
    endpoints: routesOf(endpoints),
    csvExports: Object.fromEntries(
      Object.entries(csvExports).map(([name, e]) => [
        name,
        { method: e.method, path: e.path, fileName: e.fileName },
      ]),
    ),
  }),
};
