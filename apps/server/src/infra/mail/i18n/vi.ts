import type { MailTexts } from './en';

/** The e-mails in Vietnamese (key for key as `en.ts`). */
export const vi: MailTexts = {
  layout: {
    greeting: 'Xin chào {name},',
    buttonFallback: 'Nếu nút không hoạt động, hãy mở liên kết này:',
    unknown: 'không rõ',
  },
  verifyEmail: {
    subject: 'Xác minh địa chỉ email của bạn cho {product}',
    heading: 'Xác minh địa chỉ email của bạn',
    intro: 'Cảm ơn bạn đã đăng ký. Vui lòng xác nhận rằng địa chỉ email này là của bạn.',
    action: 'Xác minh email',
    expires: {
      one: 'Liên kết này chỉ dùng được một lần và hết hạn sau {count} giờ.',
      other: 'Liên kết này chỉ dùng được một lần và hết hạn sau {count} giờ.',
    },
    ignore: 'Nếu bạn không đăng ký, bạn có thể bỏ qua email này.',
  },
  resetPassword: {
    subject: 'Đặt lại mật khẩu {product} của bạn',
    heading: 'Đặt lại mật khẩu của bạn',
    intro: 'Có người đã yêu cầu đặt lại mật khẩu tài khoản của bạn. Chọn mật khẩu mới tại đây:',
    action: 'Đặt mật khẩu mới',
    expires: {
      one: 'Liên kết này chỉ dùng được một lần và hết hạn sau {count} giờ. Đặt mật khẩu mới sẽ đăng xuất bạn khỏi mọi nơi.',
      other:
        'Liên kết này chỉ dùng được một lần và hết hạn sau {count} giờ. Đặt mật khẩu mới sẽ đăng xuất bạn khỏi mọi nơi.',
    },
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  passwordChanged: {
    subject: 'Mật khẩu {product} của bạn đã được thay đổi',
    heading: 'Mật khẩu của bạn đã được thay đổi',
    changed:
      'Mật khẩu tài khoản của bạn đã được thay đổi từ trang hồ sơ lúc {when}. Mọi phiên đăng nhập khác đã bị đăng xuất.',
    reset:
      'Mật khẩu tài khoản của bạn đã được đặt lại bằng liên kết gửi tới địa chỉ này lúc {when}. Mọi phiên đăng nhập khác đã bị đăng xuất.',
    advice:
      'Nếu đó là bạn, bạn không cần làm gì. Nếu không phải, hãy bảo vệ tài khoản ngay: yêu cầu liên kết đặt lại, chọn mật khẩu mới, rồi liên hệ bộ phận hỗ trợ.',
    action: 'Bảo vệ tài khoản của tôi',
    paused: {
      one: 'Rút tiền bị tạm dừng trong {count} giờ sau khi đổi mật khẩu.',
      other: 'Rút tiền bị tạm dừng trong {count} giờ sau khi đổi mật khẩu.',
    },
  },
  withdrawalCode: {
    subject: 'Mã rút tiền của bạn',
    heading: 'Xác nhận yêu cầu rút tiền',
    intro: 'Nhập mã này để xác nhận yêu cầu rút tiền của bạn:',
    code: 'Mã',
    valid: {
      one: 'Mã có hiệu lực trong {count} phút và chỉ dùng được một lần.',
      other: 'Mã có hiệu lực trong {count} phút và chỉ dùng được một lần.',
    },
    warning:
      'Nếu bạn không yêu cầu rút tiền, đừng chia sẻ mã này, hãy đổi mật khẩu và liên hệ bộ phận hỗ trợ.',
  },
  withdrawalsFrozen: {
    subject: 'Rút tiền bị tạm dừng trên tài khoản {product} của bạn',
    heading: 'Rút tiền bị tạm dừng',
    what: 'Hôm nay đã có {count} mã rút tiền sai được nhập trên tài khoản của bạn, vì vậy rút tiền bị tạm dừng đến {until}. Không có khoản tiền nào rời khỏi tài khoản của bạn.',
    advice:
      'Nếu đó không phải là bạn, có thể ai đó biết mật khẩu của bạn: hãy bảo vệ tài khoản ngay bằng cách yêu cầu liên kết đặt lại và chọn mật khẩu mới, rồi liên hệ bộ phận hỗ trợ.',
    action: 'Bảo vệ tài khoản của tôi',
  },
  withdrawalDecision: {
    subject: 'Yêu cầu rút {amount} của bạn: {status}',
    heading: 'Rút tiền {status}',
    status: {
      APPROVED: 'ĐÃ DUYỆT',
      REJECTED: 'BỊ TỪ CHỐI',
      BLOCKED_COMPLIANCE: 'BỊ CHẶN VÌ TUÂN THỦ',
    },
    summary: {
      APPROVED: 'Yêu cầu rút tiền của bạn đã được duyệt và gửi tới ví của bạn.',
      REJECTED: 'Yêu cầu rút tiền của bạn đã bị từ chối. Số tiền đã được hoàn lại vào số dư khả dụng.',
      BLOCKED_COMPLIANCE:
        'Yêu cầu rút tiền của bạn đã bị chặn vì lý do tuân thủ. Số tiền đã được hoàn lại vào số dư khả dụng.',
    },
    amount: 'Số tiền',
    walletAddress: 'Địa chỉ ví',
    statusLabel: 'Trạng thái',
    reason: 'Lý do',
    transaction: 'Giao dịch',
    action: 'Xem phần thưởng của bạn',
  },
  newDeviceSignIn: {
    subject: 'Đăng nhập mới vào tài khoản của bạn',
    heading: 'Một thiết bị mới đã đăng nhập',
    intro: 'Tài khoản của bạn vừa được đăng nhập từ một thiết bị hoặc mạng chưa từng sử dụng trước đây.',
    time: 'Thời gian',
    address: 'Địa chỉ IP',
    browser: 'Trình duyệt',
    browserOn: '{browser} trên {device}',
    action: 'Không phải tôi: kết thúc mọi phiên',
    ifYou: 'Nếu đó là bạn, bạn không cần làm gì.',
    ifNot:
      'Nếu không phải, hãy kết thúc mọi phiên bằng nút ở trên, sau đó đặt lại mật khẩu và bật xác thực hai yếu tố trong hồ sơ của bạn.',
  },
  securityNotice: {
    twoFactorEnabled: {
      subject: 'Đã bật xác thực hai yếu tố',
      what: 'Xác thực hai yếu tố đã được bật cho tài khoản của bạn. Khi đăng nhập, bạn sẽ được yêu cầu nhập thêm mã từ ứng dụng xác thực.',
    },
    twoFactorDisabled: {
      subject: 'Đã tắt xác thực hai yếu tố',
      what: 'Xác thực hai yếu tố đã được tắt cho tài khoản của bạn.',
    },
    recoveryCodesRegenerated: {
      subject: 'Mã khôi phục mới',
      what: 'Mã khôi phục mới đã được tạo cho tài khoản của bạn; các mã cũ không còn dùng được.',
    },
    passkeyAdded: {
      subject: 'Đã thêm một khóa truy cập',
      what: 'Một khóa truy cập đã được thêm vào tài khoản của bạn. Khóa này có thể dùng để đăng nhập và xác nhận rút tiền. Nếu không phải bạn, hãy bảo vệ tài khoản ngay.',
    },
    passkeyRemoved: {
      subject: 'Đã xóa một khóa truy cập',
      what: 'Một khóa truy cập đã bị xóa khỏi tài khoản của bạn; khóa này không còn dùng để đăng nhập được nữa.',
    },
    recoveryCodeUsed: {
      subject: 'Một mã khôi phục đã được sử dụng',
      what: 'Một trong các mã khôi phục của bạn đã được dùng để xác nhận danh tính. Mỗi mã chỉ dùng được một lần.',
    },
    hold: {
      one: 'Vì an toàn của bạn, rút tiền bị tạm dừng trong {count} giờ, đến {until}.',
      other: 'Vì an toàn của bạn, rút tiền bị tạm dừng trong {count} giờ, đến {until}.',
    },
    time: 'Thời gian',
    address: 'Địa chỉ IP',
    action: 'Xem lại cài đặt bảo mật',
    note: 'Nếu bạn không thực hiện việc này, hãy đổi mật khẩu ngay và liên hệ bộ phận hỗ trợ.',
  },
  adminSignInGuessing: {
    subject: 'Có người đang cố đăng nhập vào tài khoản quản trị của bạn',
    heading: 'Nhiều lần đăng nhập thất bại',
    what: 'Có người đã nhập sai mật khẩu tài khoản quản trị viên của bạn nhiều lần.',
    slowed:
      'Các lần thử đăng nhập từ những nơi bạn chưa từng đăng nhập giờ sẽ bị làm chậm. Bạn vẫn có thể đăng nhập bình thường từ những nơi đã dùng trước đây.',
    advice:
      'Nếu đó không phải là bạn, hãy đảm bảo mật khẩu của bạn mạnh và duy nhất; trang sự kiện bảo mật hiển thị mọi lần thử.',
    time: 'Thời gian (UTC)',
    latestSource: 'Nguồn gần nhất',
    action: 'Xem sự kiện bảo mật',
  },
  adminNewRegistration: {
    subject: 'Đăng ký mới: {name}',
    heading: 'Đăng ký mới',
    intro: 'Một tài khoản mới vừa được đăng ký. Tài khoản này vẫn cần xác minh địa chỉ email.',
    name: 'Họ tên',
    email: 'Email',
    userId: 'Mã người dùng',
    referredBy: 'Người giới thiệu',
    action: 'Mở trong trang quản trị',
  },
  adminNewWithdrawal: {
    subject: 'Yêu cầu rút tiền mới: {amount}',
    heading: 'Yêu cầu rút tiền mới',
    intro: 'Một thành viên đã yêu cầu rút tiền. Yêu cầu đang chờ bạn xem xét.',
    member: 'Thành viên',
    email: 'Email',
    amount: 'Số tiền',
    walletAddress: 'Địa chỉ ví',
    action: 'Xem xét',
  },
  adminDepositSetAside: {
    subject: 'Không thể ghi có khoản nạp {amount}',
    heading: 'Một khoản nạp đã được để riêng',
    intro:
      'Ghi có giao dịch chuyển này thất bại. Giao dịch được để riêng và tự động thử lại; mọi khoản nạp khác vẫn được ghi có như bình thường.',
    member: 'Thành viên',
    amount: 'Số tiền',
    depositAddress: 'Địa chỉ nạp',
    transaction: 'Giao dịch',
    error: 'Lỗi',
    action: 'Mở danh sách nạp tiền',
    note: 'Bạn nhận email này một lần cho mỗi giao dịch chuyển, dù giao dịch được thử lại bao nhiêu lần.',
  },
  operations: {
    action: 'Mở trang quản trị',
    backupFailed: {
      subject: 'Sao lưu cơ sở dữ liệu thất bại',
      what: 'Không thể ghi bản sao lưu tự động của cơ sở dữ liệu. Hệ thống thử lại mỗi giờ; bản sao lưu tốt gần nhất vẫn nằm trong thư mục sao lưu.',
      advice:
        'Hãy kiểm tra lý do bên dưới (dung lượng đĩa, quyền của thư mục sao lưu, kết nối cơ sở dữ liệu). Trang cài đặt hiển thị bản sao lưu gần nhất trong mục Tổng quan hệ thống.',
      reason: 'Lý do',
      folder: 'Thư mục sao lưu',
    },
    complianceWaiting: {
      subject: 'Kiểm tra tuân thủ đang chờ sàn giao dịch',
      what: 'Không thể kết nối tới sàn giao dịch để kiểm tra tuân thủ. Phần thưởng bị khóa chỉ bị hủy sau một lần kiểm tra mới xác nhận thành viên vẫn chưa tuân thủ, vì vậy các thành viên dưới đây vẫn giữ phần thưởng bị khóa cho đến khi sàn giao dịch phản hồi trở lại.',
      advice:
        'Nếu sự cố ngắn thì không cần làm gì. Nếu kéo dài, hãy kiểm tra cài đặt API của sàn giao dịch (BINGX_BASE_URL, khóa) và trạng thái của sàn.',
      overdue: 'Số thành viên đã hết hạn 30 ngày',
    },
    reconciliation: {
      subject: {
        one: 'Đối soát: {count} sai lệch mới giữa sổ cái và blockchain',
        other: 'Đối soát: {count} sai lệch mới giữa sổ cái và blockchain',
      },
    },
    walletLacks: {
      subject: 'Ví chi trả thiếu {what}',
      what: 'Một khoản chi trả {amount} đang chờ: ví chi trả {address} đang có {usdt} và {bnb}.',
      advice: 'Hãy nạp thêm vào ví; khoản chi trả sẽ tự động được gửi ngay khi có thể.',
      usdt: 'USDT',
      bnb: 'BNB để trả phí gas',
    },
    walletLow: {
      subject: 'Ví chi trả sắp hết {what}',
      what: 'Ví chi trả {address} đang có {have} {what}, dưới ngưỡng cảnh báo {min}.',
      advice: 'Hãy nạp thêm trước khi các khoản chi trả phải chờ.',
      usdt: 'USDT',
      bnb: 'BNB (gas)',
    },
  },
  walletAddressAdded: {
    subject: 'Xác nhận địa chỉ rút tiền mới của bạn',
    heading: 'Một địa chỉ rút tiền mới',
    intro: {
      one: 'Địa chỉ này đã được thêm vào sổ địa chỉ rút tiền của tài khoản bạn. Chỉ có thể rút tiền tới địa chỉ này sau khi bạn xác nhận bằng nút bên dưới, và chỉ sau {count} giờ kể từ khi xác nhận.',
      other:
        'Địa chỉ này đã được thêm vào sổ địa chỉ rút tiền của tài khoản bạn. Chỉ có thể rút tiền tới địa chỉ này sau khi bạn xác nhận bằng nút bên dưới, và chỉ sau {count} giờ kể từ khi xác nhận.',
    },
    address: 'Địa chỉ',
    name: 'Tên',
    added: 'Thêm lúc',
    linkValidUntil: 'Liên kết có hiệu lực đến',
    action: 'Xác nhận địa chỉ này',
    note: 'Nếu bạn không thêm địa chỉ này, đừng xác nhận: hãy đổi mật khẩu ngay và xóa địa chỉ này trong trang hồ sơ.',
  },
  walletAddressConfirmed: {
    subject: 'Địa chỉ rút tiền đã được xác nhận',
    heading: 'Địa chỉ rút tiền đã được xác nhận',
    opens: 'Có thể rút tiền tới địa chỉ này từ {when}.',
    confirmed: 'Xác nhận lúc',
    action: 'Các địa chỉ rút tiền của bạn',
    note: 'Nếu bạn không xác nhận địa chỉ này, hãy xóa nó trong trang hồ sơ ngay và đổi mật khẩu.',
  },
};
