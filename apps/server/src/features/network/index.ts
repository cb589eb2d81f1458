// The referral network: closure rows, placement under a referrer, history and tree.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { networkRoutes } from './network.routes';
export { placeUnderReferrer } from './place-under-referrer';
export { type KeptNetworkCounts, keptNetworkCountsFor } from './tree-statistics';
