import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/public';

/** Tiếng Việt, namespace `public` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  language: { label: 'Ngôn ngữ', choose: 'Chọn ngôn ngữ của bạn' },
  common: {
    opensInNewTab: ' (mở trong thẻ mới)',
    comingSoon: '{{label}} (sắp ra mắt)',
    loading: 'Đang tải...',
  },
  period: {
    perYear: 'mỗi năm',
    perMonth: 'mỗi tháng',
    perDay: 'mỗi ngày',
    everyDays_one: 'mỗi {{count}} ngày',
    everyDays_other: 'mỗi {{count}} ngày',
    fee: '{{fee}} USDT {{period}}',
  },
  nav: {
    main: 'Chính',
    home: 'Trang chủ',
    copyTrading: 'Copy Trading',
    earn: 'Thu nhập',
    contactUs: 'Liên hệ',
    signIn: 'Đăng nhập',
    signUp: 'Đăng ký',
    signOut: 'Đăng xuất',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    dashboard: 'Bảng điều khiển',
    referrals: 'Giới thiệu',
    rewards: 'Phần thưởng',
    userTree: 'Cây thành viên',
    profile: 'Hồ sơ',
    profileSettings: 'Cài đặt hồ sơ',
    accountMenu: ', menu tài khoản',
  },
  landing: {
    heroBadge: 'Tiền của bạn không bao giờ rời khỏi sàn',
    heroHeading: 'Nền tảng copy trading số 1 cùng sàn giao dịch',
    heroText:
      'Sao chép một trader chuyên nghiệp thẳng vào tài khoản sàn của chính bạn, giữ 50% lợi nhuận và kiếm thêm từ mạng lưới giới thiệu sâu mười lăm tầng.',
    startCopyTrading: 'Bắt đầu copy trading',
    seeHowYouEarn: 'Xem cách bạn kiếm tiền',
    highlights: {
      traders: 'trader',
      profitShare: 'chia lợi nhuận',
      monthlyReturn: 'lợi nhuận hằng tháng',
      referralLevels: 'tầng giới thiệu',
    },
    performance: {
      title: 'Chiến lược chính',
      live: 'Đang sao chép',
      typicalReturn: 'lợi nhuận hằng tháng thông thường',
      yours: 'của bạn',
      withdrawals: 'rút tiền',
      toStart: 'để bắt đầu',
      disclaimer: 'Hình minh họa. Kết quả trong quá khứ không đảm bảo lợi nhuận tương lai.',
    },
    cards: {
      heading: 'Vì sao trader chọn chúng tôi',
      hint: 'Di chuột hoặc chọn một thẻ để tìm hiểu thêm.',
      evolving: {
        front: 'Luôn phát triển',
        caption: 'Chiến lược',
        back: 'Chiến lược chính liên tục thích ứng với thị trường, cùng với đào tạo và hỗ trợ giúp bạn phát triển theo.',
      },
      best: {
        front: 'Hàng đầu',
        caption: 'Trader',
        back: 'Tham gia cùng hơn 100 trader đang sao chép một tài khoản chính, với lợi nhuận thông thường 5-10% mỗi tháng.',
      },
      levels: {
        front: '15',
        caption: 'Tầng giới thiệu',
        back: '15% lợi nhuận được chia cho 15 tầng giới thiệu, cộng thêm thưởng cho mỗi gói đăng ký.',
      },
      partner: {
        front: '{{exchange}}',
        caption: 'Sàn đối tác',
        back: 'Tiền của bạn nằm trong tài khoản sàn của chính bạn: nạp và rút 24/7, không có gói giao dịch tối thiểu.',
      },
    },
    steps: {
      eyebrow: 'Bốn bước',
      title: 'Cách bắt đầu copy trading',
      intro: 'Từ một tài khoản sàn mới đến các lệnh được sao chép chỉ trong một buổi chiều.',
      stepLabel: 'Bước {{number}}: ',
      join: {
        title: 'Tham gia {{exchange}}',
        text: 'Mở tài khoản sàn qua liên kết đối tác của chúng tôi để giao dịch của bạn được liên kết với mạng lưới.',
        action: 'Đăng ký trên {{exchange}}',
      },
      kyc: {
        title: 'Hoàn tất KYC và nạp 100 $',
        text: 'Xác minh danh tính trên sàn và nạp ít nhất 100 USDT vào tài khoản của bạn. Nạp tiền mở 24/7.',
      },
      copy: {
        title: 'Sao chép các lệnh chính',
        text: 'Theo dõi hồ sơ copy trading của trader chính và để mọi lệnh được sao chép vào tài khoản của bạn.',
        action: 'Sao chép trader chính',
      },
      register: {
        title: 'Tạo tài khoản',
        text: 'Đăng ký tại đây bằng mã giới thiệu, liên kết UID sàn và bắt đầu kiếm tiền từ mạng lưới của bạn.',
        action: 'Tạo tài khoản',
      },
    },
    earn: {
      eyebrow: 'Thu nhập',
      title: 'Ba cách kiếm tiền',
      intro:
        'Lợi nhuận từ các lệnh bạn sao chép, phần thưởng từ các trader bạn giới thiệu và đặc quyền cho người xuất sắc.',
      trading: {
        title: 'Lợi nhuận giao dịch',
        profitShare: 'chia lợi nhuận',
        monthlyReturn: 'lợi nhuận hằng tháng',
        text: 'Bạn giữ 50% lợi nhuận giao dịch, và số tiền đó nằm trong tài khoản sàn của bạn. Một tháng thông thường đạt 5-10%.',
      },
      referral: {
        title: 'Thưởng giới thiệu',
        profitShared: 'lợi nhuận được chia',
        levelsDeep: 'tầng sâu',
        text: 'Mời trader và kiếm tiền khi mạng lưới lớn lên: 15% lợi nhuận được chia cho 15 tầng, cộng thưởng gói đăng ký.',
      },
      perks: {
        title: 'Đặc quyền cho người xuất sắc',
        tours: 'Du lịch',
        toursLabel: 'và hội nghị',
        gifts: 'Quà tặng',
        giftsLabel: 'cho người giỏi nhất',
        text: 'Các thành viên tích cực nhất được mời tham gia du lịch, hội nghị và nhận quà trên hành trình.',
      },
    },
    about: {
      eyebrow: 'Về chúng tôi',
      title: 'Vì sao chọn {{name}}',
      intro:
        'Chúng tôi kết nối các trader bình thường với một trader chính trên một sàn hàng đầu, và thưởng cho những người phát triển cộng đồng. Bạn luôn nắm quyền kiểm soát tiền của mình.',
      points: {
        funds: 'Tiền của bạn luôn nằm trên sàn và chúng tôi không bao giờ giữ hộ.',
        traders: 'Hơn 100 trader đã sao chép cùng một tài khoản chính.',
        deposits: 'Nạp và rút 24/7, trực tiếp trên sàn.',
        minimum: 'Không có gói giao dịch tối thiểu: bắt đầu từ khoản nạp 100 USDT.',
        education: 'Đào tạo và hỗ trợ từ những người giao dịch mỗi ngày.',
      },
    },
    faq: {
      eyebrow: 'Hỏi đáp',
      title: 'Câu hỏi thường gặp',
      start: {
        question: 'Tôi cần gì để bắt đầu?',
        answer:
          'Khoản nạp ít nhất 100 USDT vào tài khoản sàn của bạn, cùng gói đăng ký {{fee}}, thanh toán bằng USDT trên mạng BEP20 (BSC).',
      },
      funds: {
        question: 'Các bạn có bao giờ giữ tiền của tôi không?',
        answer:
          'Không. Tiền của bạn luôn nằm trong tài khoản sàn của chính bạn; các lệnh chính được sao chép vào đó và bạn giữ 50% lợi nhuận giao dịch tại đó.',
      },
      referral: {
        question: 'Thu nhập giới thiệu hoạt động thế nào?',
        answer:
          '15% lợi nhuận giao dịch được chia cho 15 tầng giới thiệu, và thưởng được trả cho các gói đăng ký của những người trong mạng lưới của bạn.',
      },
      compliance: {
        question: 'Điều gì xảy ra nếu số dư của tôi dưới 100 USDT hoặc tôi ngừng sao chép?',
        answer:
          'Thu nhập giới thiệu của bạn bị khóa. Khi đó bạn có 30 ngày để đáp ứng lại điều kiện, bằng cách nạp thêm cho đủ 100 USDT hoặc tiếp tục copy trading, trước khi thu nhập bị khóa bị mất.',
      },
      where: {
        question: 'Các bạn hoạt động ở đâu?',
        answer: 'Chúng tôi hoạt động trên toàn cầu, với trụ sở tại {{location}}.',
      },
    },
    footer: {
      tagline:
        'Copy trading và thưởng giới thiệu trên tài khoản sàn của chính bạn. Tiền của bạn không bao giờ rời khỏi sàn.',
      contactUs: 'Liên hệ',
      updates: 'Kênh cập nhật',
      community: 'Nhóm cộng đồng',
      explore: 'Khám phá',
      howToStart: 'Cách bắt đầu',
      earn: 'Thu nhập',
      createAccount: 'Tạo tài khoản',
      signIn: 'Đăng nhập',
      rights: 'Bảo lưu mọi quyền.',
      risk: 'Giao dịch có rủi ro. Lợi nhuận là mức thông thường, không được đảm bảo.',
    },
  },
  notFound: {
    title: 'Không tìm thấy trang',
    text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    back: 'Về trang chủ',
  },
  maintenance: {
    title: 'Đang bảo trì',
    text: 'Không có gì bị mất: trang này sẽ tự quay lại ngay khi bảo trì kết thúc.',
  },
};

export default catalogue;
