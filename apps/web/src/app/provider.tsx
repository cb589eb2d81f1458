import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session/session-provider';
import { queryClient } from '@/lib/query-client';
import { useAccountLanguage } from '@/lib/i18n/use-language';

/** The account's language wins once signed in (issue 17). */
const AccountLanguage = () => {
  useAccountLanguage();
  return null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider>
      <AccountLanguage />
      {children}
    </SessionProvider>
  </QueryClientProvider>
);
