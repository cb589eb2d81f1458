import { QRCodeSVG } from 'qrcode.react';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** The deposit address as a QR code, drawn in the browser: the address never leaves the page. */
export const DepositQrCode = ({ address }: { address: string }) => {
  const texts = useOnboardingTexts();
  return (
    <div className="inline-flex rounded-xl bg-white p-3">
      <QRCodeSVG
        value={address}
        size={176}
        level="M"
        role="img"
        aria-label={texts.pay.qrLabel}
        title={texts.pay.qrLabel}
        data-testid="deposit-qr-code"
      />
    </div>
  );
};
