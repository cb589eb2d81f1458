// Platform: what the web app needs before anyone signs in (the product's name, the subscription's terms).
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { platformRoutes } from './platform.routes';
