import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AppName } from '@/lib/platform';
import { cn } from '@/components/ui/cn';

/** The product mark and name, linking home. `compact` shows the mark only (collapsed sidebars). */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" className="fill-emerald-500" />
    <path
      d="M7 21l6-6 4 4 8-9"
      fill="none"
      className="stroke-slate-950"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const Logo = ({ to = paths.home.href(), className }: { to?: string; className?: string }) => (
  <Link
    to={to}
    className={cn('flex items-center gap-2 rounded-lg font-bold tracking-tight text-white', className)}
  >
    <LogoMark />
    <span className="text-lg">
      <AppName />
    </span>
  </Link>
);
