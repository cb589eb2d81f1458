import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { fullName } from '@/lib/format/names';
import { useUserReport } from '../api/get-user-report';
import { ReportAccount, ReportActivity, ReportMoney } from './report-sections';

/** Admin 2, user reports: the View Report modal, all from the server's activity log. */
export const UserReportModal = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const report = useUserReport(id);
  const r = report.data;
  return (
    <Modal
      title={r ? t('userReports.modal.title', { name: fullName(r.basicInfo) }) : t('userReports.modal.empty')}
      onClose={onClose}
      closeButton
    >
      {report.isPending ? <p className="text-slate-300">{t('userReports.modal.loading')}</p> : null}
      {report.isError ? <Alert>{report.error.message}</Alert> : null}
      {r ? (
        <>
          <ReportAccount r={r} />
          <ReportMoney r={r} />
          <ReportActivity r={r} />
        </>
      ) : null}
    </Modal>
  );
};
