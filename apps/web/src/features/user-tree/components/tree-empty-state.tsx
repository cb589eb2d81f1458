import { memberTexts } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** No rows: nothing matches the search, or nobody joined yet. */
export const TreeEmptyState = ({ searching }: { searching: boolean }) => (
  <div className="rounded-2xl border border-dashed border-slate-700 p-10 text-center">
    {searching ? (
      <>
        <p className="text-lg font-semibold text-white">{memberTexts.referralTree.noMatch}</p>
        <p className="mt-1 text-slate-400">{memberTexts.referralTree.noMatchHint}</p>
      </>
    ) : (
      <>
        <p className="text-lg font-semibold text-white">{memberTexts.referralTree.empty}</p>
        <Link to={paths.referrals.href()} className={buttonClasses({ className: 'mt-4' })}>
          Go to Referrals
        </Link>
      </>
    )}
  </div>
);
