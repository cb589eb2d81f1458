import { moneyToDecimal } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortenHash } from '@/lib/format/address';
import { useSendTestPayment } from '../api/send-test-payment';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** Dev mode only: a real test USDT transfer from the local chain's funded account to this member. */
export const TestPaymentButton = () => {
  const texts = useOnboardingTexts();
  const send = useSendTestPayment();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const onClick = async () => {
    setMessage(null);
    const outcome = await send.mutateAsync();
    setMessage(
      outcome.ok
        ? {
            ok: true,
            text: texts.dev.paymentSent(
              moneyToDecimal(outcome.data.amount),
              shortenHash(outcome.data.txHash),
            ),
          }
        : { ok: false, text: outcome.message },
    );
  };
  return (
    <div className="space-y-3 rounded-xl border border-dashed border-sky-500/50 p-4">
      <div className="flex items-center gap-2">
        <Badge tone="purple">{texts.dev.badge}</Badge>
        <p className="text-sm text-slate-300">{texts.dev.paymentNote}</p>
      </div>
      <Button variant="secondary" isLoading={send.isPending} onClick={() => void onClick()}>
        {texts.dev.sendPayment}
      </Button>
      {message ? <Alert tone={message.ok ? 'info' : 'error'}>{message.text}</Alert> : null}
    </div>
  );
};
