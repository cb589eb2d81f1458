// Users: the account row every feature references (users.tables.ts), its look-ups by id, e-mail or referral code, the search text.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { userSearchText } from './user-search-text';
export { usersRepository } from './users.repository';
