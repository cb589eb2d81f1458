import { fullName, initials } from '@/lib/format/names';
import type { ReferralTree } from '../api/referral-tree';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The viewer at the top of the tree. */
export const TreeRootCard = ({ userInfo }: { userInfo: ReferralTree['userInfo'] }) => {
  const { t } = useTranslation('member');
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-4">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-emerald-500 text-lg font-bold text-slate-950"
      >
        {initials(userInfo)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-white">{fullName(userInfo)}</p>
        <p className="truncate text-sm text-slate-300">{userInfo.email}</p>
        <p className="text-xs font-medium uppercase tracking-wide text-emerald-300">{t('tree.root')}</p>
      </div>
    </div>
  );
};
