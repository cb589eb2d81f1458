import type { UserReport } from '@app/contract';
import type { ReactNode } from 'react';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="mt-4">
    <h3 className="mb-1 text-sm font-semibold text-emerald-300">{title}</h3>
    <dl className="divide-y divide-slate-800">{children}</dl>
  </section>
);

/** Summary, basic info and account status of a user report. */
export const ReportAccount = ({ r }: { r: UserReport }) => (
  <>
    <Section title="Summary">
      <Row label="Total Earned">{formatMoney(r.summary.totalEarned)}</Row>
      <Row label="Balance">{formatMoney(r.summary.balance)}</Row>
      <Row label="Total Referrals">{r.summary.totalReferrals}</Row>
      <Row label="Activities">{r.summary.activityCount}</Row>
    </Section>
    <Section title="Basic Info">
      <Row label="User ID">{r.basicInfo.userId}</Row>
      <Row label="Email">{r.basicInfo.email}</Row>
      <Row label="Referral Code">{r.basicInfo.referralCode}</Row>
      <Row label="Exchange UID">{r.basicInfo.bingXUID ?? 'Not linked'}</Row>
      <Row label="Joined">{formatDateTime(r.basicInfo.joinedAt)}</Row>
    </Section>
    <Section title="Account Status">
      <Row label="Status">
        <AdminUserStatusBadge status={r.accountStatus.status} />
      </Row>
      <Row label="Email Verified">{r.accountStatus.isEmailVerified ? 'Yes' : 'No'}</Row>
      <Row label="Subscription">{r.accountStatus.subscriptionPaid ? 'Paid' : 'Unpaid'}</Row>
      <Row label="Subscription Expires">{formatDateTime(r.accountStatus.subscriptionExpiresAt)}</Row>
      <Row label="Onboarding">{r.accountStatus.onboardingCompleted ? 'Completed' : 'Not completed'}</Row>
      <Row label="Compliance">{r.accountStatus.compliance}</Row>
      <Row label="Last Login">{formatDateTime(r.accountStatus.lastLogin)}</Row>
    </Section>
  </>
);

/** Financial and referral summaries of a user report. */
export const ReportMoney = ({ r }: { r: UserReport }) => (
  <>
    <Section title="Financial Summary">
      <Row label="Total Earned">{formatMoney(r.financialSummary.totalEarned)}</Row>
      <Row label="Balance">{formatMoney(r.financialSummary.balance)}</Row>
      <Row label="Held for Withdrawals">{formatMoney(r.financialSummary.heldForWithdrawals)}</Row>
      <Row label="Total Withdrawn">{formatMoney(r.financialSummary.totalWithdrawn)}</Row>
      <Row label="Direct Rewards">{formatMoney(r.financialSummary.directRewards)}</Row>
      <Row label="Downline Rewards">{formatMoney(r.financialSummary.downlineRewards)}</Row>
      <Row label="Rewards / Withdrawals">
        {r.financialSummary.rewardsCount} / {r.financialSummary.withdrawalsCount}
      </Row>
    </Section>
    <Section title="Referral Summary">
      <Row label="Direct Referrals">{r.referralSummary.direct}</Row>
      <Row label="Active Direct">{r.referralSummary.activeDirect}</Row>
      <Row label="Total Network">{r.referralSummary.total}</Row>
      {r.referralSummary.byLevel.map((l) => (
        <Row key={l.level} label={`Level ${l.level}`}>
          {l.count}
        </Row>
      ))}
    </Section>
  </>
);

/** Activity types as the spec names them: login, withdrawal, reward claim, referral, subscription. */
const activityLabel = (type: string) => (type === 'reward' ? 'reward claim' : type);

/** The report's recent activity, newest first. */
export const ReportActivity = ({ r }: { r: UserReport }) => (
  <section className="mt-4">
    <h3 className="mb-1 text-sm font-semibold text-emerald-300">Recent Activity</h3>
    {r.recentActivity.length === 0 ? (
      <p className="text-sm text-slate-400">No activity yet</p>
    ) : (
      <ul className="divide-y divide-slate-800 text-sm" data-testid="recent-activity">
        {r.recentActivity.map((a) => (
          <li key={a._id} className="flex justify-between gap-3 py-1.5">
            <span>
              <span className="mr-2 rounded bg-slate-800 px-1.5 py-0.5 text-xs text-slate-300">
                {activityLabel(a.type)}
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
