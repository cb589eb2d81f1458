import { Card } from '@/components/ui/card';
import { MailIcon, TelegramIcon } from '@/components/ui/icons/social-icons';
import { textLinkClasses } from '@/components/ui/link-styles';
import { site } from '@/config/site';
import { usePlatform } from '@/lib/platform';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { quickHelp } from '../content/quick-help';

/** /support (spec 2): messaging channel, support mailbox, quick help and support hours. */
export const SupportPage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('support.title'));
  const { periodDays } = usePlatform().subscription;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('support.title')}</h1>
        <p className="mt-2 text-slate-300">{t('support.subtitle')}</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t('support.messaging.title')}>
          <p className="mb-4 text-sm text-slate-300">{t('support.messaging.text')}</p>
          <a
            href={site.communityChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 text-sm ${textLinkClasses}`}
          >
            <TelegramIcon className="size-4" /> {t('support.messaging.open')}
          </a>
        </Card>
        <Card title={t('support.email.title')}>
          <p className="mb-4 text-sm text-slate-300">{t('support.email.text')}</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className={`inline-flex items-center gap-2 text-sm ${textLinkClasses}`}
          >
            <MailIcon className="size-4" /> {site.contactEmail}
          </a>
        </Card>
      </div>

      <Card title={t('support.quickHelp.title')}>
        <div className="grid gap-6 md:grid-cols-3">
          {quickHelp(periodDays, t).map((group) => (
            <div key={group.title}>
              <h3 className="mb-2 text-sm font-semibold text-slate-200">{group.title}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Card>

      <Card title={t('support.hours.title')}>
        <ul className="space-y-1 text-sm text-slate-300">
          <li>{t('support.hours.messaging')}</li>
          <li>{t('support.hours.email')}</li>
        </ul>
      </Card>
    </div>
  );
};
