// The demo seed: a network with payments, rewards and cycles, for the embedded default.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { DEMO_MEMBER, DEMO_PASSWORD, demoMembers } from './demo-network';
export { NoRootAdminError, seedDemo } from './seed-demo';
export { demoBannerLines, seedDemoOnStart } from './seed-on-start';
