import { SUBSCRIPTION_NETWORK, subscriptionFeeText } from '@app/contract';

/** The onboarding screen's own texts (member 2, Onboarding; 9: confirmation usually 1-3 minutes). */
export const onboardingTexts = {
  title: 'Complete Your Onboarding',
  subtitle: 'Two steps and the platform is yours: pay the subscription, then link your exchange account.',
  steps: { pay: 'Pay Subscription', link: 'Link exchange account' },
  pay: {
    intro: 'Send the subscription fee in USDT to your personal deposit address.',
    /** Under the spec's fee text ('10 USDT on BEP20 (BSC)'): how often, from the setting (issue 19). */
    period: (fee: string, periodDays: number) =>
      `The subscription is ${subscriptionFeeText(fee, periodDays)}: one payment covers ${periodDays} ${periodDays === 1 ? 'day' : 'days'}.`,
    qrLabel: 'QR code of your deposit address',
    depositAddress: 'Your deposit address',
    contractAddress: `USDT contract address (${SUBSCRIPTION_NETWORK})`,
    copied: 'Copied!',
    warningsTitle: 'Before you send',
    warnings: [
      `Send only USDT on the ${SUBSCRIPTION_NETWORK} network. USDT on other networks (ERC20, TRC20) or other tokens sent to this address are lost.`,
      'Check that the token contract in your wallet matches the USDT contract address above.',
      'Send at least the full fee: smaller payments add up, and anything above the fee counts towards your next period.',
    ],
    howToTitle: 'How to pay',
    howTo: [
      'Copy your deposit address or scan the QR code with your wallet app.',
      `Send the fee in USDT on the ${SUBSCRIPTION_NETWORK} network, from your wallet or an exchange withdrawal.`,
      'Wait for the network to confirm the transfer. Confirmation usually takes 1-3 minutes.',
      "Click 'Refresh Payment Status' to check it.",
    ],
    refresh: 'Refresh Payment Status',
    paidTitle: 'Subscription paid',
    received: (amount: string, fee: string) => `Received so far: ${amount} of ${fee} USDT.`,
    addressUnavailable:
      'Your deposit address is not available right now. Please try again later or contact support.',
  },
  link: {
    intro:
      'Enter the UID of your BingX account, registered through our link, with KYC done and at least 100 USDT deposited.',
    label: 'BingX UID',
    placeholder: 'Enter your BingX UID',
    hint: 'Your UID is usually 8-12 digits. Find it in your BingX profile.',
    submit: 'Link BingX Account',
    linkedTitle: 'Exchange account linked',
  },
  complete: {
    title: 'Onboarding Complete!',
    text: 'Your subscription is paid and your exchange account is linked. Welcome aboard!',
    goToDashboard: 'Go to Dashboard',
    statusTitle: 'Account Status',
    subscriptionPaid: 'Subscription: Paid',
    uid: (uid: string) => `BingX UID: ${uid}`,
  },
  dev: {
    badge: 'Dev mode',
    paymentNote:
      'This server runs its own local test chain. The button below sends test USDT to your address for real.',
    sendPayment: 'Send test payment',
    paymentSent: (amount: string, hash: string) =>
      `Test payment of ${amount} USDT sent (transaction ${hash}).`,
    paymentFailed: 'The test payment could not be sent.',
    rulesTitle: 'Exchange simulator rules',
  },
  loadFailed: 'Failed to load your onboarding details.',
  retry: 'Try again',
} as const;
