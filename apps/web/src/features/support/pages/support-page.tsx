import { Card } from '@/components/ui/card';
import { MailIcon, TelegramIcon } from '@/components/ui/icons/social-icons';
import { textLinkClasses } from '@/components/ui/link-styles';
import { site } from '@/config/site';
import { usePlatform } from '@/lib/platform';
import { useDocumentTitle } from '@/lib/use-document-title';
import { quickHelp } from '../content/quick-help';

/** /support (spec 2): messaging channel, support mailbox, quick help and support hours. */
export const SupportPage = () => {
  useDocumentTitle('Help & Support');
  const { periodDays } = usePlatform().subscription;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Help &amp; Support</h1>
        <p className="mt-2 text-slate-300">We are here to help. Reach us the way that suits you.</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title="Messaging channel">
          <p className="mb-4 text-sm text-slate-300">
            Chat with our team and the community, around the clock.
          </p>
          <a
            href={site.communityChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-2 text-sm ${textLinkClasses}`}
          >
            <TelegramIcon className="size-4" /> Open the messaging channel
          </a>
        </Card>
        <Card title="Email support">
          <p className="mb-4 text-sm text-slate-300">Write to us for anything about your account.</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className={`inline-flex items-center gap-2 text-sm ${textLinkClasses}`}
          >
            <MailIcon className="size-4" /> {site.contactEmail}
          </a>
        </Card>
      </div>

      <Card title="Quick help">
        <div className="grid gap-6 md:grid-cols-3">
          {quickHelp(periodDays).map((group) => (
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

      <Card title="Support hours">
        <ul className="space-y-1 text-sm text-slate-300">
          <li>Messaging channel: 24/7 through the messaging channel</li>
          <li>Email: email replies within 24 hours</li>
        </ul>
      </Card>
    </div>
  );
};
