import { memberTexts } from '@app/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sessionKeys } from '@/config/storage-keys';
import { session } from '@/lib/storage';

/** /ref/:refCode: keeps the code for the registration form, then replaces itself with the landing page. */
export const ReferralLandingPage = () => {
  const { refCode } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const code = refCode?.trim();
    if (code) session.set(sessionKeys.referralCode, code);
    void navigate(paths.home.href(), { replace: true });
  }, [refCode, navigate]);
  return (
    <div className="pt-16">
      <PageSpinner text={memberTexts.referralLanding.processing} />
    </div>
  );
};
