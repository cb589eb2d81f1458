// Live updates (ADR 0015): stream tickets, the event stream, and the hub that routes the
// database's notifications to it. Features notify with `notifyLive` (infra/live), not through here.
export { createLiveUpdates, livePlugin } from './live.plugin';
