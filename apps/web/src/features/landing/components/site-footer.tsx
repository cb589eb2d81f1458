import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import type { IconProps } from '@/components/ui/icons/icon';
import { InstagramIcon, MailIcon, TelegramIcon, TwitterIcon } from '@/components/ui/icons/social-icons';
import { LogoMark } from '@/components/layout/logo';
import { anchors, paths } from '@/config/paths';
import { site } from '@/config/site';
import { AppName } from '@/lib/platform';

const contactClasses = 'inline-flex items-center gap-3 rounded-md text-slate-300 hover:text-white';

const ExternalLink = ({ href, children }: { href: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={contactClasses}>
      {children}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
};

/** The spec's two social icons have no target: shown as icons until a URL is configured. */
const SocialIcon = ({
  label,
  url,
  icon: SocialGlyph,
}: {
  label: string;
  url: string | null;
  icon: ComponentType<IconProps>;
}) => {
  const { t } = useTranslation();
  const soon = t('common.comingSoon', { label });
  const classes = 'grid size-10 place-items-center rounded-full border border-slate-700 text-slate-300';
  return url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={`${classes} hover:border-emerald-400 hover:text-white`}
    >
      <SocialGlyph />
    </a>
  ) : (
    <span className={classes} title={soon}>
      <SocialGlyph title={soon} />
    </span>
  );
};

/** The footer's own links into the page and the account screens. */
const ExploreLinks = () => {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-widest text-white uppercase">
        {t('landing.footer.explore')}
      </h2>
      <ul className="mt-4 space-y-3 text-slate-300">
        <li>
          <Link to={paths.copyTrading.href()} className="rounded-md hover:text-white">
            {t('landing.footer.howToStart')}
          </Link>
        </li>
        <li>
          <Link to={paths.earn.href()} className="rounded-md hover:text-white">
            {t('landing.footer.earn')}
          </Link>
        </li>
        <li>
          <Link to={paths.register.href()} className="rounded-md hover:text-white">
            {t('landing.footer.createAccount')}
          </Link>
        </li>
        <li>
          <Link to={paths.signin.href()} className="rounded-md hover:text-white">
            {t('landing.footer.signIn')}
          </Link>
        </li>
      </ul>
    </div>
  );
};

/** Spec: footer (anchor contact-us) with a contact email, an updates channel, a community channel and two social icons. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  return (
    <footer
      id={anchors.contactUs}
      aria-labelledby="contact-heading"
      className="scroll-mt-20 border-t border-slate-800 bg-slate-950"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <Link
            to={paths.home.href()}
            className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-white"
          >
            <LogoMark /> <AppName />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6 text-slate-400">{t('landing.footer.tagline')}</p>
          <div className="mt-6 flex gap-3">
            <SocialIcon label="Instagram" url={site.instagramUrl} icon={InstagramIcon} />
            <SocialIcon label="Twitter" url={site.twitterUrl} icon={TwitterIcon} />
          </div>
        </div>
        <div>
          <h2 id="contact-heading" className="text-sm font-semibold tracking-widest text-white uppercase">
            {t('landing.footer.contactUs')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={`mailto:${site.contactEmail}`} className={contactClasses}>
                <MailIcon /> {site.contactEmail}
              </a>
            </li>
            <li>
              <ExternalLink href={site.updatesChannelUrl}>
                <TelegramIcon /> {t('landing.footer.updates')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.communityChannelUrl}>
                <TelegramIcon /> {t('landing.footer.community')}
              </ExternalLink>
            </li>
          </ul>
        </div>
        <ExploreLinks />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>
            &copy; {new Date().getFullYear()} <AppName />. {t('landing.footer.rights')}
          </p>
          <p>{t('landing.footer.risk')}</p>
        </div>
      </div>
    </footer>
  );
};
