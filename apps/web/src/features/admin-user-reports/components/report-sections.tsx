import { useTranslation } from '@/lib/i18n/use-translation';
import type { UserReport } from '@app/contract';
import type { ReactNode } from 'react';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="mt-4">
    <h3 className="mb-1 text-sm font-semibold text-emerald-300">{title}</h3>
    <dl className="divide-y divide-slate-800">{children}</dl>
  </section>
);

/** Summary, basic info and account status of a user report. */
export const ReportAccount = ({ r }: { r: UserReport }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <Section title={t('userReports.summary')}>
        <Row label={t('userReports.totalEarned')}>{formatMoney(r.summary.totalEarned)}</Row>
        <Row label={t('userDetail.cards.balance')}>{formatMoney(r.summary.balance)}</Row>
        <Row label={t('userReports.totalReferrals')}>{formatCount(r.summary.totalReferrals)}</Row>
        <Row label={t('userReports.activities')}>{formatCount(r.summary.activityCount)}</Row>
      </Section>
      <Section title={t('userReports.basicInfo')}>
        <Row label={t('userDetail.overview.userId')}>{r.basicInfo.userId}</Row>
        <Row label={t('userDetail.overview.email')}>{r.basicInfo.email}</Row>
        <Row label={t('userReports.referralCode')}>{r.basicInfo.referralCode}</Row>
        <Row label={t('users.head.exchangeUid')}>{r.basicInfo.bingXUID ?? t('texts.users.notLinked')}</Row>
        <Row label={t('userDetail.overview.joined')}>{formatDateTime(r.basicInfo.joinedAt)}</Row>
      </Section>
      <Section title={t('userReports.accountStatus')}>
        <Row label={t('common.status')}>
          <AdminUserStatusBadge status={r.accountStatus.status} />
        </Row>
        <Row label={t('users.cards.emailVerified')}>
          {r.accountStatus.isEmailVerified ? t('userReports.yes') : t('userReports.no')}
        </Row>
        <Row label={t('users.head.subscription')}>
          {r.accountStatus.subscriptionPaid ? t('userDetail.overview.paid') : t('users.unpaid')}
        </Row>
        <Row label={t('userReports.subscriptionExpires')}>
          {formatDateTime(r.accountStatus.subscriptionExpiresAt)}
        </Row>
        <Row label={t('userReports.onboarding')}>
          {r.accountStatus.onboardingCompleted ? t('userReports.completed') : t('userReports.notCompleted')}
        </Row>
        <Row label={t('userReports.compliance')}>{r.accountStatus.compliance}</Row>
        <Row label={t('userReports.lastLogin')}>{formatDateTime(r.accountStatus.lastLogin)}</Row>
      </Section>
    </>
  );
};

/** Financial and referral summaries of a user report. */
export const ReportMoney = ({ r }: { r: UserReport }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <Section title={t('userReports.financialSummary')}>
        <Row label={t('userReports.totalEarned')}>{formatMoney(r.financialSummary.totalEarned)}</Row>
        <Row label={t('userDetail.cards.balance')}>{formatMoney(r.financialSummary.balance)}</Row>
        <Row label={t('userReports.held')}>{formatMoney(r.financialSummary.heldForWithdrawals)}</Row>
        <Row label={t('userDetail.cards.totalWithdrawn')}>
          {formatMoney(r.financialSummary.totalWithdrawn)}
        </Row>
        <Row label={t('userDetail.rewards.directRewards')}>
          {formatMoney(r.financialSummary.directRewards)}
        </Row>
        <Row label={t('userDetail.rewards.downlineRewards')}>
          {formatMoney(r.financialSummary.downlineRewards)}
        </Row>
        <Row label={t('users.head.rewardsWithdrawals')}>
          {formatCount(r.financialSummary.rewardsCount)} / {formatCount(r.financialSummary.withdrawalsCount)}
        </Row>
      </Section>
      <Section title={t('userReports.referralSummary')}>
        <Row label={t('userReports.directReferrals')}>{formatCount(r.referralSummary.direct)}</Row>
        <Row label={t('userReports.activeDirect')}>{formatCount(r.referralSummary.activeDirect)}</Row>
        <Row label={t('userReports.totalNetwork')}>{formatCount(r.referralSummary.total)}</Row>
        {r.referralSummary.byLevel.map((l) => (
          <Row key={l.level} label={t('rewards.levelN', { level: l.level })}>
            {formatCount(l.count)}
          </Row>
        ))}
      </Section>
    </>
  );
};

/** Activity types as the spec names them: login, withdrawal, reward claim, referral, subscription. */
const ACTIVITY_TYPES = ['login', 'withdrawal', 'reward', 'referral', 'subscription'] as const;
const isActivityType = (type: string): type is (typeof ACTIVITY_TYPES)[number] =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

/** The report's recent activity, newest first. */
export const ReportActivity = ({ r }: { r: UserReport }) => {
  const { t } = useTranslation('admin');
  return (
    <section className="mt-4">
      <h3 className="mb-1 text-sm font-semibold text-emerald-300">{t('userReports.recentActivity')}</h3>
      {r.recentActivity.length === 0 ? (
        <p className="text-sm text-slate-400">{t('userReports.noActivity')}</p>
      ) : (
        <ul className="divide-y divide-slate-800 text-sm" data-testid="recent-activity">
          {r.recentActivity.map((a) => (
            <li key={a._id} className="flex justify-between gap-3 py-1.5">
              <span>
                <span className="mr-2 rounded bg-slate-800 px-1.5 py-0.5 text-xs text-slate-300">
                  {isActivityType(a.type) ? t(`userReports.activity.${a.type}`) : a.type}
                </span>
                <span className="text-slate-200">{a.description}</span>
              </span>
              <span className="shrink-0 text-xs text-slate-400">{formatDateTime(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
