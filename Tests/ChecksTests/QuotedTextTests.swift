import Foundation
import Testing

@testable import Checks

/// `QuotedText.all` finds the quotations `ui-label-case` and `parity-missing-label` read.
@Suite struct QuotedTextTests {
    private func quotes(_ text: String) -> [String] {
        QuotedText.all(in: Array(text.utf16)).map(\.text)
    }

    @Test func findsEveryKindOfMark() {
        #expect(quotes("Tap \u{201C}Create Offer\u{201D} then \"Save\".") == ["Create Offer", "Save"])
        #expect(quotes("「オファーを作成」と『ストリーミングパス』") == ["オファーを作成", "ストリーミングパス"])
    }

    @Test func givesTheSpanWithoutTheMarks() {
        let text = "点击「创建优惠」。"
        let found = QuotedText.all(in: Array(text.utf16))
        #expect(found.count == 1)
        let units = Array(text.utf16)
        #expect(found.first.map { String(decoding: units[$0.utf16Range], as: UTF16.self) } == "创建优惠")
    }

    @Test func skipsWhatDoesNotCloseOnTheLine() {
        #expect(quotes("An \u{201C}open quote\nthat closes \u{201D} later") == [])
        #expect(quotes("Mismatched \u{201C}marks\u{300D} here") == [])
        #expect(quotes("Empty \"\" and \" padded \" quotes") == [])
        #expect(quotes("\"" + String(repeating: "a", count: QuotedText.maximumLength + 1) + "\"") == [])
        #expect(quotes("\"" + String(repeating: "a", count: QuotedText.maximumLength - 1) + "\"").count == 1)
    }
}
