import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { WithdrawalModal as Modal } from './withdrawal-modal';

// The modal's code (its checks build zod schemas, the address checksum needs keccak) loads when the
// member first opens it, not with /rewards (ADR 0014: the route's first script).
const WithdrawalModalCode = lazy(async () => ({
  default: (await import('./withdrawal-modal')).WithdrawalModal,
}));

/** The Request Withdrawal modal, loaded on its first opening and kept mounted afterwards. */
export const LazyWithdrawalModal = (props: ComponentProps<typeof Modal>) => {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WithdrawalModalCode {...props} />
    </Suspense>
  );
};
