import { adminTexts } from '@app/contract';
import { Card } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/profile';

const guidelines = [
  'Use a long, unique password for the admin account.',
  'Change the password at once if you suspect it was seen.',
  'Never share admin credentials; every admin has their own account.',
  'Sign out when you leave the device.',
];

/** Admin 2, settings: the Change Password form and the security guidelines. */
export const SecurityCard = ({
  mustChange = false,
  onChanged,
}: {
  /** The password was generated: the form starts open (issue 21). */
  mustChange?: boolean;
  onChanged?: () => void;
}) => (
  <Card title="Security">
    <ChangePasswordForm
      submitLabel="Save Changes"
      busyLabel={adminTexts.passwordChange.changing}
      cancelFirst
      initiallyOpen={mustChange}
      {...(onChanged ? { onChanged } : {})}
    />
    <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-200">Security guidelines</h3>
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
      {guidelines.map((g) => (
        <li key={g}>{g}</li>
      ))}
    </ul>
  </Card>
);
