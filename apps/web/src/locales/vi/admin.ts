import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/admin';

/** Tiếng Việt, namespace `admin` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  layout: {
    admin: 'Bảng',
    panel: 'quản trị',
    administrator: 'Quản trị viên',
    logout: 'Đăng xuất',
    openMenu: 'Mở menu quản trị',
    closeMenu: 'Đóng menu quản trị',
    sections: 'Các mục quản trị',
    nav: 'Quản trị',
    links: {
      dashboard: 'Tổng quan và phân tích',
      users: 'Người dùng',
      withdrawals: 'Duyệt yêu cầu',
      deposits: 'Nạp tiền',
      reconciliation: 'Đối soát',
      rewards: 'Phân phối phần thưởng',
      cycles: 'Chu kỳ phân phối',
      userReports: 'Báo cáo người dùng',
      auditLogs: 'Nhật ký kiểm tra',
      securityEvents: 'Sự kiện bảo mật',
      settings: 'Cài đặt quản trị',
    },
  },
  texts: {
    guard: { verifying: 'Đang xác minh quyền quản trị...' },
    dashboard: {
      fetchFailed: 'Không thể tải thống kê bảng điều khiển',
      loadFailed: 'Không thể tải dữ liệu bảng điều khiển',
      noRecentWithdrawals: 'Không có lệnh rút gần đây',
      noRecentUsers: 'Không có người dùng mới gần đây',
      chartsFailed: 'Không thể tải dữ liệu biểu đồ',
    },
    users: {
      fetchFailed: 'Không thể tải danh sách người dùng',
      fetchError: 'Đã xảy ra lỗi khi tải danh sách người dùng',
      empty: 'Không tìm thấy người dùng',
      notLinked: 'Chưa liên kết',
      showing: 'Đang hiển thị {{shown}} trên {{total}} người dùng',
    },
    statusUpdate: {
      failed: 'Không thể cập nhật trạng thái người dùng',
      error: 'Đã xảy ra lỗi khi cập nhật trạng thái người dùng',
      success: 'Đã cập nhật trạng thái người dùng thành {{status}}!',
    },
    withdrawals: {
      fetchFailed: 'Không thể tải danh sách lệnh rút',
      fetchError: 'Đã xảy ra lỗi khi tải danh sách lệnh rút',
      empty: 'Không tìm thấy lệnh rút',
      page: 'Trang {{page}} / {{totalPages}}',
    },
    rewards: {
      fetchFailed: 'Không thể tải danh sách phần thưởng',
      fetchError: 'Đã xảy ra lỗi khi tải danh sách phần thưởng',
      empty: 'Không tìm thấy phần thưởng',
    },
    userDetail: {
      fetchFailed: 'Không thể tải thông tin người dùng',
      fetchError: 'Đã xảy ra lỗi khi tải thông tin người dùng',
      invalidId: 'ID người dùng không hợp lệ',
      loading: 'Đang tải thông tin người dùng...',
      noRewards: 'Không tìm thấy phần thưởng',
      noWithdrawals: 'Không tìm thấy lệnh rút',
    },
    deleteUser: {
      failed: 'Không thể xóa người dùng',
      error: 'Đã xảy ra lỗi khi xóa người dùng',
    },
    withdrawalReview: {
      accountNotActive:
        'Tài khoản của thành viên đang ở trạng thái {{status}} nên không thể duyệt lệnh rút này. Bạn vẫn có thể từ chối hoặc chặn nó.',
      waitingForSecondApproval: 'Đã được {{name}} duyệt, đang chờ quản trị viên thứ hai',
    },
    passwordChange: {
      failed: 'Không thể đổi mật khẩu',
      exception: 'Không thể đổi mật khẩu. Vui lòng thử lại.',
      success: 'Đổi mật khẩu thành công!',
      changing: 'Đang đổi...',
    },
    settings: { lastLoginUnknown: 'Không có' },
  },
};

export default catalogue;
