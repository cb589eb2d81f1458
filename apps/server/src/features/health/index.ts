// The health check.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { healthRoutes } from './health.routes';
