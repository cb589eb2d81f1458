import { useTranslation } from '@/lib/i18n/use-translation';
import { useOnboardingInfo } from '@/features/onboarding';
import { PasskeysCard, SessionsCard, TwoFactorCard } from '@/features/two-factor';
import { AddressBookCard } from '@/features/withdrawals';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LanguageCard } from '../components/language-card';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';

/** /profile and /settings (spec 2): the profile card and the security card. */
export const ProfilePage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('profile.title'));
  const session = useSession();
  // Members' deposits so far (admins have no deposit address).
  const info = useOnboardingInfo({ enabled: session.user ? !session.user.isAdmin : false });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('profile.title')}</h1>
        <p className="mt-2 text-slate-300">{t('profile.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {session.user ? <ProfileCard user={session.user} deposits={info.data?.deposits ?? null} /> : null}
        <SecurityCard />
        <LanguageCard />
        <TwoFactorCard />
        <PasskeysCard />
        <SessionsCard />
        {session.user && !session.user.isAdmin ? <AddressBookCard /> : null}
      </div>
    </div>
  );
};
