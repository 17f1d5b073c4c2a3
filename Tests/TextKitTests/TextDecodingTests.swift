import Foundation
import Testing
import TextKit

@Suite struct TextDecodingTests {
    /// A paragraph of seed 000 (Japanese) and one of seed 004 (Chinese).
    static let japanese = """
        ウィンバックオファーでは 有料サブスクリプション期間 最後のサブスクリプション登録後の 経過時間 オファー間の待ち時間など \
        様々なユーザー利用資格がサポートされます 有料サブスクリプション期間とは ユーザーがサービスに対して 料金を支払った期間の長さのことです \
        これにより ユーザーの登録期間の長さに応じて 割引を提供することができます
        """
    static let chinese = """
        赢回优惠支持不同的顾客资格条件 包括付费订阅时长、 上次订阅距今的时间 以及两次优惠间的等待期 \
        付费订阅时长是指 顾客为你的服务付费的时间长短 通过设置这种条件 你可以 根据顾客的订阅时长提供折扣 \
        只有最近连续订阅的付费服务月份 才会纳入计算范围
        """

    @Test(arguments: [
        (japanese, "Shift_JIS"), (japanese, "EUC-JP"), (japanese, "UTF-16LE"), (japanese, "UTF-16BE"),
        (chinese, "GB18030"), (chinese, "UTF-16LE"),
    ])
    func decodesLegacyEncodingToTheUTF8Original(text: String, charset: String) throws {
        let bytes = try TextDecoding.encode(text, as: charset)
        #expect(bytes != Array(text.utf8))
        let decoded = try TextDecoding.decode(bytes, source: "seed.txt")
        #expect(decoded.text == text, "decoded as \(decoded.encoding)")
    }

    @Test func decodesBig5() throws {
        let text = String(repeating: "贏回優惠專注於重新吸引流失的訂閱者，並提供免費試用期間與折扣。", count: 6)
        let decoded = try TextDecoding.decode(try TextDecoding.encode(text, as: "Big5"), source: "big5.txt")
        #expect(decoded.text == text)
        #expect(decoded.encoding == "Big5")
    }

    @Test func utf8WithAndWithoutBOM() throws {
        let plain = try TextDecoding.decode(Array("オファー".utf8), source: "a.txt")
        #expect(plain == DecodedText(text: "オファー", encoding: "UTF-8", hadByteOrderMark: false))
        let bom = try TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array("オファー".utf8), source: "a.txt")
        #expect(bom.text == "オファー" && bom.hadByteOrderMark)
    }

    @Test func binaryDataIsAnErrorNamingTheFile() {
        let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + [UInt8](repeating: 0, count: 64) + [0x03, 0x00, 0x3E, 0x00]
        #expect(throws: ICUError.binaryContent(source: "Corpus/ja/bad.bin", byteOffset: 0, line: 1)) {
            try TextDecoding.decode(bytes, source: "Corpus/ja/bad.bin")
        }
    }

    @Test func undetectableBytesAreAClearError() {
        // Lone continuation bytes and C1 controls: neither UTF-8 nor any CJK encoding.
        let bytes: [UInt8] = [0x80, 0x81, 0xFF, 0xFE, 0x80, 0x90, 0x85, 0x9F, 0xFF, 0x80]
        #expect {
            try TextDecoding.decode(bytes, source: "x.txt")
        } throws: { error in
            String(describing: error).contains("'x.txt'")
        }
    }

    @Test func emptyInputIsEmptyText() throws {
        #expect(try TextDecoding.decode([], source: "e.txt").text == "")
    }
}
