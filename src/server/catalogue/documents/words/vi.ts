/** The catalogue documents' words in Vietnamese. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Bản tin kỹ thuật',
    commonPreface: 'Lời nói đầu chung',
    mainPreface: 'Lời nói đầu chính',
    overlayRepair: 'Sửa chữa bằng tấm ốp chồng',
  },
  documentType: 'Loại tài liệu: {{type}}',
  reference: 'Mã tham chiếu: {{reference}}',
  commonPreface: [
    [
      'Về danh mục phụ tùng này',
      'Danh mục này liệt kê các phụ tùng bảo dưỡng của {{vehicle}}, mã model {{modelCode}}. Phụ tùng được sắp xếp theo nhóm chính, nhóm phụ và mục trang; mỗi trang có một hình vẽ tách rời với các số chỉ dẫn, và danh sách phụ tùng của trang ghi mã phụ tùng, mô tả và số lượng cho từng số chỉ dẫn.',
    ],
    [
      'Số lượng',
      'Số lượng là số phụ tùng được lắp tại vị trí của số chỉ dẫn. A/R nghĩa là “theo nhu cầu”: số lượng tùy thuộc vào công việc sửa chữa, như với chất làm kín, dung dịch hoặc chi tiết kẹp chặt được cắt theo chiều dài.',
    ],
    [
      'Phụ tùng tùy chọn',
      'Một số số chỉ dẫn liệt kê các phụ tùng tùy chọn cho các loại động cơ, hộp số, kiểu dẫn động hoặc hệ thống phanh khác nhau. Hãy giải mã số khung (VIN) để đánh dấu các phụ tùng phù hợp với chiếc xe bạn đang làm; các phụ tùng không phù hợp có thể được ẩn đi.',
    ],
    [
      'Phụ tùng lặp lại',
      'Phụ tùng xuất hiện hai lần trên cùng một trang được đánh dấu là trùng lặp. Hãy đặt hàng phụ tùng đó một lần cho mỗi số chỉ dẫn có nó.',
    ],
  ],
  mainPreface: [
    [
      'Nhận dạng xe',
      'Số khung (VIN) của {{vehicle}} được đóng tại trụ kính chắn gió và trên tem nhận dạng trong khoang động cơ. Các ký tự từ thứ tư đến thứ bảy cho biết mã model, {{modelCode}}; ký tự thứ mười cho biết năm model.',
    ],
    [
      'Sử dụng danh mục',
      'Hãy bắt đầu từ số khung khi có thể: khi đó danh mục biết được động cơ, hộp số, kiểu dẫn động và hệ thống phanh của xe. Tra cứu theo model sẽ hiển thị mọi phiên bản.',
    ],
    [
      'Đặt hàng phụ tùng',
      'Thêm phụ tùng vào danh sách mua hàng từ bất kỳ trang nào. Giá, chiết khấu và thuế được lấy từ tài khoản đại lý của bạn khi danh sách được tính giá; danh sách có thể được xuất ra hoặc gửi đến dịch vụ đặt hàng phụ tùng.',
    ],
    [
      'Thay thế mã phụ tùng',
      'Một mã phụ tùng có thể được thay thế bằng phiên bản mới hơn. Danh mục luôn hiển thị phụ tùng cần đặt hàng hiện nay; các mã cũ vẫn có thể tra cứu được.',
    ],
  ],
  overlayRepair: [
    [
      'Trước khi bắt đầu',
      'Việc sửa chữa bằng tấm ốp chồng trên {{vehicle}} chỉ được phép thực hiện trên các tấm thân vỏ bên ngoài, tuyệt đối không thực hiện trên các chi tiết kết cấu. Hãy đối chiếu hư hỏng với giới hạn sửa chữa thân vỏ trước khi đặt mua tấm ốp chồng.',
    ],
    [
      'Chuẩn bị bề mặt',
      'Loại bỏ sơn và keo làm kín tại vùng sửa chữa đến lớp kim loại trần, rộng hơn mép tấm ốp chồng hai mươi milimét. Xử lý phần thép lộ ra bằng sơn lót hàn được.',
    ],
    [
      'Lắp tấm ốp chồng',
      'Ướm thử tấm ốp chồng, đánh dấu và cắt để có phần chồng mí mười lăm milimét, sau đó dán keo và tán đinh rivê theo sơ đồ trên phiếu sửa chữa. Không hàn các tấm nhôm.',
    ],
    [
      'Hoàn thiện',
      'Làm kín mọi mối ghép, phun sáp bảo vệ khoang rỗng phía sau vùng sửa chữa và sơn hoàn thiện lại tấm vỏ. Ghi lại việc sửa chữa vào lịch sử xe.',
    ],
  ],
  bulletinSummary: [
    'Tóm tắt',
    'Bản tin này liên quan đến nhóm “{{section}}” của {{vehicle}}. Các phụ tùng dưới đây có hướng dẫn lắp đặt được sửa đổi; hãy áp dụng vào lần bảo dưỡng hoặc sửa chữa kế tiếp, tùy theo lần nào đến trước.',
  ],
  unnamedSection: 'phụ tùng',
  bulletinItem: 'Mục {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Kiểm tra độ mòn và vị trí lắp đúng; thay mới phụ tùng nếu nghi ngờ và siết các chi tiết kẹp chặt đến mô-men xoắn quy định trong sách hướng dẫn sửa chữa.',
    'Phụ tùng thuộc lô sản xuất trước có thể bị mòn sớm. Kiểm tra mã lô trên nhãn và thay miễn phí các phụ tùng thuộc lô bị ảnh hưởng.',
    'Áp dụng quy trình lắp đặt sửa đổi: làm sạch các bề mặt tiếp xúc, lắp phớt mới và kiểm tra rò rỉ khi động cơ đang chạy.',
    'Không cần thực hiện gì đối với xe đã được lắp phụ tùng này; hãy lắp phụ tùng này thay cho phụ tùng trước đó khi công việc sửa chữa yêu cầu.',
  ],
};
