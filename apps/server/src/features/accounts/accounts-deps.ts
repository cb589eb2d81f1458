import type { AppContext } from '../../app-context';

/** What the account use cases need from the app: database, clock, APP_URL, the mail worker. */
export type AccountsDeps = Pick<AppContext, 'db' | 'now' | 'mail' | 'config' | 'jwtKey'>;
