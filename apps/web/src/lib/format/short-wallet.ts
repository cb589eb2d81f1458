/** First 10 characters, an ellipsis, the last 6 (admin 2); short addresses stay whole. */
export const shortWallet = (address: string | null | undefined): string => {
  if (!address) return '-';
  return address.length <= 16 ? address : `${address.slice(0, 10)}...${address.slice(-6)}`;
};
