// User look-ups every feature shares: the account row by id, e-mail or referral code, the search text.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { userSearchText } from './user-search-text';
export { usersRepository } from './users.repository';
