import 'i18next';
import type enAccount from '@/locales/en/account';
import type enAdmin from '@/locales/en/admin';
import type enMember from '@/locales/en/member';
import type enMessages from '@/locales/en/messages';
import type enPublic from '@/locales/en/public';

/** Keys are checked by the compiler against the English catalogues (ADR 0013). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'public';
    resources: {
      public: typeof enPublic;
      account: typeof enAccount;
      messages: typeof enMessages;
      member: typeof enMember;
      admin: typeof enAdmin;
    };
  }
}
