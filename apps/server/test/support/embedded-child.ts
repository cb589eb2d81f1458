// Starts the embedded PostgreSQL in DATA_DIR (argv[2]) and idles, printing READY <url>.
// The restart test kills this process with SIGKILL, as a crash would.
import { startEmbeddedPostgres } from '../../src/infra/db/embedded/start-embedded-postgres';
import { findFreePort } from '../../src/infra/db/embedded/free-port';

const dataDir = process.argv[2] ?? '';
const server = await startEmbeddedPostgres({
  dataDir,
  preferredPort: await findFreePort(),
  unsafeFast: true,
});
console.log(`READY ${server.url}`);
setInterval(() => {}, 60_000);
