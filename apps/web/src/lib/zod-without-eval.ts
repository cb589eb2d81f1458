import { z } from 'zod';

// The server's Content-Security-Policy allows no eval. Zod would probe for it with `new Function`
// (caught, but the browser still reports a CSP violation) to compile faster object parsers; forms
// parse little, so the plain parsers do. Imported first: schemas are built at import time.
z.config({ jitless: true });
