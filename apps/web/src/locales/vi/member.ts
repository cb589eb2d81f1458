import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Tiếng Việt, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  dashboard: {
    title: 'Bảng điều khiển',
    welcome: 'Chào mừng trở lại, {{name}}!',
    userId: 'ID người dùng:',
    email: 'Email:',
    verified: 'Đã xác minh',
    unverified: 'Chưa xác minh',
    signOut: 'Đăng xuất',
    subscription: 'Gói đăng ký',
    active: 'Đang hoạt động',
    activatedOn: 'Kích hoạt ngày {{date}}',
    pendingPayment: 'Chờ thanh toán',
    referralCode: 'Mã giới thiệu',
    copyLink: 'Sao chép liên kết giới thiệu',
    resend: 'Gửi lại email xác minh',
    balance: {
      title: 'Tổng quan số dư',
      refresh: 'Làm mới',
      available: 'Số dư khả dụng',
      availableCaption: 'Sẵn sàng để rút',
      earned: 'Tổng thu nhập',
      earnedCaption: 'Thu nhập từ trước đến nay',
      withdrawn: 'Tổng đã rút',
      withdrawnCaption: 'Đã rút thành công',
    },
    income: {
      title: 'Chi tiết thu nhập',
      total: 'Tổng thu nhập',
      totalCaption: 'Tổng đã tính',
      direct: 'Giới thiệu trực tiếp',
      directCaption: 'Thưởng giới thiệu',
      downline: 'Thu nhập tuyến dưới',
      downlineCaption: 'Thưởng giao dịch',
    },
  },
  profile: {
    language: {
      title: 'Ngôn ngữ',
      text: 'Ngôn ngữ của các trang này và của email chúng tôi gửi cho bạn.',
    },
  },
  layout: {
    sections: 'Mục thành viên',
    nav: 'Thành viên',
    expand: 'Mở rộng thanh bên',
    collapseSidebar: 'Thu gọn thanh bên',
    collapse: 'Thu gọn',
    links: {
      dashboard: 'Bảng điều khiển',
      referrals: 'Giới thiệu',
      userTree: 'Cây thành viên',
      userTreeDescription: 'Mạng lưới giới thiệu',
      rewards: 'Phần thưởng',
      rewardsDescription: 'Thu nhập của bạn',
      profile: 'Hồ sơ',
      profileDescription: 'Hồ sơ và bảo mật',
      support: 'Trợ giúp và hỗ trợ',
    },
  },
};

export default catalogue;
