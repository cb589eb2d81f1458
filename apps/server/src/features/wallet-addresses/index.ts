// The withdrawal address book (issue 14, ADR 0012): withdrawals go only to a confirmed address
// whose 24-hour wait is over. Its public face: other features and app.ts import it only from here.
export { checkWithdrawalAddress, walletAddressNotReady } from './address-book';
export { eraseWalletAddresses, placeConfirmedAddress } from './manage-wallet-addresses';
export type { BookOwner } from './wallet-address-deps';
export { walletAddressesRoutes } from './wallet-addresses.routes';
