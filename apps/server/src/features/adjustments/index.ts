// Ledger adjustments (issue 15): an admin's credit or debit of a member's balance with a reason,
// four eyes above the payouts' amount. Above ledger, settings, audit and users (ADR 0004).
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { adjustmentsRoutes } from './adjustments.routes';
