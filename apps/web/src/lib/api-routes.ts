import type {
  CsvExport,
  Route,
  csvExports as contractCsvExports,
  endpoints as contractEndpoints,
} from '@app/contract';

type Endpoints = typeof contractEndpoints;
type CsvExports = typeof contractCsvExports;
type CsvRoute<E extends CsvExport> = Pick<E, 'method' | 'path' | 'fileName'>;

/** Written in at build time from the contract (apps/web/api-routes.ts). */
declare const __API_ROUTES__: {
  endpoints: Record<string, Route>;
  csvExports: Record<string, CsvRoute<CsvExport>>;
};
const routes = __API_ROUTES__;

/**
 * Every call of the API by name, as the client needs it: method and path, typed with the
 * contract's endpoint (its params, query, body and answer), without its schemas. Pages call the
 * API through these, never through the contract's `endpoints` (which would load zod and every
 * call's schemas into the page's first script; ADR 0014).
 */
export const endpoints = routes.endpoints as { readonly [K in keyof Endpoints]: Route<Endpoints[K]> };

/** The CSV exports' routes and file names, likewise. */
export const csvExports = routes.csvExports as { readonly [K in keyof CsvExports]: CsvRoute<CsvExports[K]> };
