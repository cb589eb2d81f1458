import { SUBSCRIPTION_NETWORK } from '@app/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { subscriptionFeeWords } from '@/lib/i18n/subscription-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The onboarding screen's texts (member 2, Onboarding; 9: confirmation usually 1-3 minutes) in the
 * chosen language (issue 17): the keys of `member`'s `onboarding` group, with the values and the
 * lists the screen needs. `words` is the `public` namespace (the subscription period's words).
 */
export const onboardingTextsFor = (t: TFunction<'member'>, words: TFunction) => {
  const network = SUBSCRIPTION_NETWORK;
  return {
    title: t('onboarding.title'),
    subtitle: t('onboarding.subtitle'),
    stepsLabel: t('onboarding.stepsLabel'),
    steps: {
      pay: t('onboarding.steps.pay'),
      link: t('onboarding.steps.link'),
      step: (number: number) => t('onboarding.steps.step', { number }),
      done: t('onboarding.steps.done'),
      toDo: t('onboarding.steps.toDo'),
      doneNote: t('onboarding.steps.doneNote'),
      toDoNote: t('onboarding.steps.toDoNote'),
    },
    pay: {
      intro: t('onboarding.pay.intro'),
      fee: (fee: string) => t('onboarding.pay.fee', { fee, network }),
      /** Under the spec's fee text ('10 USDT on BEP20 (BSC)'): how often, from the setting (issue 19). */
      period: (fee: string, periodDays: number) =>
        t('onboarding.pay.period', {
          count: periodDays,
          fee: subscriptionFeeWords(words, fee, periodDays),
        }),
      qrLabel: t('onboarding.pay.qrLabel'),
      depositAddress: t('onboarding.pay.depositAddress'),
      contractAddress: t('onboarding.pay.contractAddress', { network }),
      copy: t('onboarding.pay.copy'),
      copyLabel: (label: string) => t('onboarding.pay.copyLabel', { label: label.toLowerCase() }),
      copied: t('onboarding.pay.copied'),
      warningsTitle: t('onboarding.pay.warningsTitle'),
      warnings: [
        t('onboarding.pay.warnings.network', { network }),
        t('onboarding.pay.warnings.contract'),
        t('onboarding.pay.warnings.amount'),
      ],
      howToTitle: t('onboarding.pay.howToTitle'),
      howTo: [
        t('onboarding.pay.howTo.copy'),
        t('onboarding.pay.howTo.send', { network }),
        t('onboarding.pay.howTo.wait'),
        t('onboarding.pay.howTo.refresh'),
      ],
      refresh: t('onboarding.pay.refresh'),
      paidTitle: t('onboarding.pay.paidTitle'),
      paidOn: (date: string) => t('onboarding.pay.paidOn', { date }),
      received: (amount: string, fee: string) => t('onboarding.pay.received', { amount, fee }),
      addressUnavailable: t('onboarding.pay.addressUnavailable'),
      loading: t('onboarding.pay.loading'),
    },
    link: {
      intro: t('onboarding.link.intro'),
      label: t('onboarding.link.label'),
      placeholder: t('onboarding.link.placeholder'),
      hint: t('onboarding.link.hint'),
      submit: t('onboarding.link.submit'),
      linkedTitle: t('onboarding.link.linkedTitle'),
    },
    complete: {
      title: t('onboarding.complete.title'),
      text: t('onboarding.complete.text'),
      goToDashboard: t('onboarding.complete.goToDashboard'),
      statusTitle: t('onboarding.complete.statusTitle'),
      subscriptionPaid: t('onboarding.complete.subscriptionPaid'),
      uid: (uid: string) => t('onboarding.complete.uid', { uid }),
    },
    dev: {
      badge: t('onboarding.dev.badge'),
      paymentNote: t('onboarding.dev.paymentNote'),
      sendPayment: t('onboarding.dev.sendPayment'),
      paymentSent: (amount: string, hash: string) => t('onboarding.dev.paymentSent', { amount, hash }),
      paymentFailed: t('onboarding.dev.paymentFailed'),
      rulesTitle: t('onboarding.dev.rulesTitle'),
    },
    loadFailed: t('onboarding.loadFailed'),
    retry: t('onboarding.retry'),
  };
};

export type OnboardingTexts = ReturnType<typeof onboardingTextsFor>;

/** The onboarding texts in the language shown; renders again on a switch. */
export const useOnboardingTexts = (): OnboardingTexts => {
  const { t } = useTranslation('member');
  const { t: words } = useTranslation();
  return useMemo(() => onboardingTextsFor(t, words), [t, words]);
};
