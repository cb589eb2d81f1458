import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Tiếng Việt, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
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
