// Two-factor: TOTP, recovery codes, the sign-in's second step, the withdrawal's factor (issue 14).
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { confirmWithdrawalFactor } from './manage-two-factor';
export { eraseSecondFactor } from './erase-second-factor';
export { twoFactorDeps, twoFactorPlugin } from './two-factor.plugin';
// Seeding only (server tests, e2e/support through seed-for-tests.ts).
export { forgetUsedTotpStep, seedTotpFactor } from './seed-totp-factor';
