import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format/names';
import type { DepositAddressPage } from '../api/get-deposit-address';

/** Back to the list, the member's name, e-mail and id, and a link to their details. */
export const DepositAddressHeader = ({ address }: { address: DepositAddressPage['address'] | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={paths.admin.deposits.href()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        {t('deposits.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-white">
          {address ? fullName(address) : t('deposits.detailTitle')}
        </h1>
        {address ? (
          <p className="text-sm text-slate-400">
            {address.email} · {address.userId} ·{' '}
            <Link to={paths.admin.user.href(address._id)} className="text-emerald-300 underline">
              {t('deposits.userDetails')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
};
