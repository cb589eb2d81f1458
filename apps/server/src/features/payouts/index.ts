// Payouts (issue 15): approved withdrawals paid and proved on the chain (manual hashes checked, the
// payout wallet), the reconciliation of the ledger with the chain. Above withdrawals (ADR 0004):
// the app gives the payout service to the withdrawals' decisions.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { createPayoutService, openPayoutDeps, type PayoutService, payoutService } from './payout-service';
export { payoutsPlugin } from './payouts.plugin';
export { FINDING_KINDS, reconcile } from './reconciliation/reconcile';
