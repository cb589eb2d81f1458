import { memberTexts } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** No rows: nothing matches the search, or nobody joined yet. */
export const TreeEmptyState = ({ searching }: { searching: boolean }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <div className="rounded-2xl border border-dashed border-slate-700 p-10 text-center">
      {searching ? (
        <>
          <p className="text-lg font-semibold text-white">{translate(memberTexts.referralTree.noMatch)}</p>
          <p className="mt-1 text-slate-400">{translate(memberTexts.referralTree.noMatchHint)}</p>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-white">{translate(memberTexts.referralTree.empty)}</p>
          <Link to={paths.referrals.href()} className={buttonClasses({ className: 'mt-4' })}>
            {t('tree.goToReferrals')}
          </Link>
        </>
      )}
    </div>
  );
};
