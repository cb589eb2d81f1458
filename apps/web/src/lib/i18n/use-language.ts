import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { applyLanguage, currentLanguage } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The language shown and the switch's action (issue 17): the browser keeps the choice; a signed-in
 * account keeps it too (PUT /users/language).
 */
export const useLanguage = () => {
  const { language } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const change = useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      if (!signedIn) return;
      const { saveAccountLanguage } = await import('./account-language');
      await saveAccountLanguage(language).catch(() => false);
    },
    [signedIn],
  );
  return { language, change };
};

/**
 * On sign-in (and whenever the profile says so) the account's language wins over the browser's.
 * The profile names it only when it is not English (an English account's answer is exactly the
 * spec's), so a signed-in profile without `language` means English.
 */
export const useAccountLanguage = () => {
  const session = useSession();
  const accountLanguage =
    session.status === 'authenticated' ? (session.user.language ?? DEFAULT_LANGUAGE) : undefined;
  useEffect(() => {
    if (isLanguage(accountLanguage) && accountLanguage !== currentLanguage()) {
      void applyLanguage(accountLanguage);
    }
  }, [accountLanguage]);
};
