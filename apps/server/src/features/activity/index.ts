// Activity events: what a member did (login, withdrawal, reward, referral, subscription), for reports.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { describeActivity } from './describe-activity';
export { erasePersonalActivity } from './erase-personal-activity';
export { recordActivity } from './record-activity';
