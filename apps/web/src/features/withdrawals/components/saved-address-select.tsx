import { Select } from '@/components/ui/select';
import { useWalletAddresses } from '../api/wallet-addresses';
import { useTranslation } from '@/lib/i18n/use-translation';

const short = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

/**
 * The withdrawal form's picker of the member's ready addresses (issue 14, ADR 0012): choosing one
 * fills the address field. Shown only when the book has a ready address.
 */
export const SavedAddressSelect = ({
  value,
  onPick,
}: {
  value: string;
  onPick: (address: string) => void;
}) => {
  const { t } = useTranslation('member');
  const ready = (useWalletAddresses().data?.addresses ?? []).filter((entry) => entry.usable);
  if (ready.length === 0) return null;
  const chosen = ready.find((entry) => entry.walletAddress.toLowerCase() === value.trim().toLowerCase());
  return (
    <Select
      layout="stacked"
      label={t('withdrawal.savedAddress')}
      name="savedAddress"
      value={chosen?.walletAddress ?? ''}
      onChange={(address) => {
        if (address) onPick(address);
      }}
      options={[
        { value: '', label: t('withdrawal.chooseAddress') },
        ...ready.map((entry) => ({
          value: entry.walletAddress,
          label: entry.name ? `${entry.name} (${short(entry.walletAddress)})` : entry.walletAddress,
        })),
      ]}
    />
  );
};
