import type { AuditLogEntry } from '@app/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Person = NonNullable<AuditLogEntry['actor']>;

/** A person of an audit entry, by name and e-mail as the entry recorded them, opening the user. */
export const AuditPerson = ({ person }: { person: Person }) => (
  <Link to={paths.admin.user.href(person._id)} className="group block" data-testid="audit-person">
    <span className="block text-white group-hover:underline">{person.name}</span>
    <span className="block text-xs text-slate-400">{person.email}</span>
  </Link>
);
