import { type Access, csvExports, endpoints } from '@app/contract';

/** Who may make a call: the one-line description of its operation in the API document. */
const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Open to anyone; a token is not needed.',
  user: 'Needs the Bearer token of a signed-in account, member or administrator (401 without one).',
  member: 'Needs the Bearer token of a signed-in member (401 without one, 403 for administrators).',
  admin: 'Needs the Bearer token of a signed-in administrator (401 without one, 403 for members).',
};

/** Each contract call's name (`login`, `adminUsers`; downloads `adminUsersCsv`), by identity. */
const contractNames = new Map<object, string>([
  ...Object.entries(endpoints).map(([name, call]) => [call, name] as const),
  ...Object.entries(csvExports).map(([name, call]) => [call, `${name}Csv`] as const),
]);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /users/admin/:id/report` -> `getUsersAdminByIdReport`, for calls outside the contract's lists. */
export const operationIdFromRoute = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalised(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .map(capitalised)
            .join(''),
    )
    .join('');

interface Call {
  method: string;
  path: string;
  access: Access;
  summary: string;
  tag: string;
}

/**
 * The API document's fields of a contract call's route: a unique operationId (the call's name in
 * the contract), its tag, summary, a one-line description and, unless public, the Bearer scheme.
 */
export function operationDocs(call: Call, extraDescription?: string) {
  return {
    operationId: contractNames.get(call) ?? operationIdFromRoute(call.method, call.path),
    summary: call.summary,
    description: [WHO_MAY_CALL[call.access], extraDescription].filter(Boolean).join(' '),
    tags: [call.tag],
    ...(call.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
  };
}
