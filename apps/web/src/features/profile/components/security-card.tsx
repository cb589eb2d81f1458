import { Card } from '@/components/ui/card';
import { ShieldIcon } from '@/components/ui/icons/ui-icons';
import { ChangePasswordForm } from './change-password-form';

const tips = [
  'Use a password you do not use anywhere else.',
  'Mix upper- and lower-case letters, numbers and a special character.',
  'Never share your password or one-time codes, not even with support.',
  'Sign out when you use a shared or public device.',
];

/** Password change and security tips (spec 2, /profile). */
export const SecurityCard = () => (
  <Card title="Security">
    <div className="space-y-6">
      <div>
        <h3 className="mb-3 text-sm font-semibold text-slate-200">Password</h3>
        <ChangePasswordForm />
      </div>
      <div>
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-200">
          <ShieldIcon className="size-4 text-emerald-300" /> Security tips
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  </Card>
);
