/**
 * The access matrix: for every route of the API, the answer each kind of caller gets for a call
 * with valid-shaped input. test/access-matrix.test.ts reads the app's route table and fails for a
 * route without an entry here (and for an entry without a route). Add your routes' entries with
 * your routes.
 *
 * Callers: `anonymous` (no token), `member` (a verified, onboarded member who owns whatever the
 * call names), `otherMember` (another such member, outside the first one's network), `admin`.
 * Calls are made in the order anonymous, otherMember, admin, member, each with its own session.
 */
export type Expected = number | '2xx' | '4xx';

export interface MatrixUser {
  id: string;
  userId: string;
  email: string;
  password: string;
  referralCode: string;
  token: string;
}

export interface MatrixUsers {
  member: MatrixUser;
  otherMember: MatrixUser;
  admin: MatrixUser;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface AccessEntry {
  anonymous: Expected;
  member: Expected;
  otherMember: Expected;
  admin: Expected;
  /** Valid-shaped input for the call; `member` owns what it names. */
  request?: (users: MatrixUsers) => MatrixRequest;
}

const everyone = (status: Expected) => ({
  anonymous: status,
  member: status,
  otherMember: status,
  admin: status,
});
const signedIn = (status: Expected) => ({
  anonymous: 401,
  member: status,
  otherMember: status,
  admin: status,
});

export const accessMatrix: Record<string, AccessEntry> = {
  'GET /api/health': everyone(200),

  // Accounts
  'POST /api/users/login': {
    ...everyone(200),
    request: ({ member }) => ({ body: { email: member.email, password: member.password } }),
  },
  'GET /api/users/profile': signedIn(200),
};
