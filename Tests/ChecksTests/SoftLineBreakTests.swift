import CorpusModel
import GlossaryKit
import LocalizationFormats
import Testing

@testable import Checks

/// A glossary term wrapped onto the next line of its paragraph (hard-wrapped Markdown, a PO value
/// continued over quoted lines) is the term; a line break between blocks is not inside any term.
@Suite struct SoftLineBreakTests {
    static let glossary = CheckFixtures.glossary([
        (
            "win-back-offer",
            [
                "en": [("win-back offer", .preferred), ("promo offer", .deprecated)],
                "ja": [("ウィンバックオファー", .preferred), ("再獲得提供オファー", .deprecated)],
            ]
        )
    ])

    static func deprecated(_ text: String, language: String = "ja") -> [Diagnostic] {
        let document = CheckFixtures.document(text, language: language, kind: .markdown)
        return Checker(glossary: glossary).check([document]).filter { $0.rule == "deprecated-term" }
    }

    @Test func aTermWrappedInsideAParagraphIsFound() throws {
        let found = Self.deprecated("# 見出し\n\nこの再獲得提供\nオファーは便利です。\n")
        #expect(found.map(\.text) == ["再獲得提供オファー"])
        let location = try #require(found.first?.location)
        #expect(location.line == 3 && location.column == 3 && location.endColumn == nil)
        // CRLF files, indented continuation lines, and English wrapped at a space.
        #expect(Self.deprecated("この再獲得提供\r\n  オファーは便利です。\r\n").map(\.text) == ["再獲得提供オファー"])
        #expect(Self.deprecated("Use a promo\noffer here.\n", language: "en").map(\.text) == ["promo offer"])
        // A paragraph in a block quote or a list item goes on after the quote's markers or the item's indent.
        #expect(Self.deprecated("> この再獲得提供\n> オファーは便利です。\n").map(\.text) == ["再獲得提供オファー"])
        #expect(Self.deprecated("- この再獲得提供\n  オファーは便利です。\n").map(\.text) == ["再獲得提供オファー"])
        // On one line the location keeps its end column.
        #expect(Self.deprecated("この再獲得提供オファーは便利です。\n").first?.location.endColumn == 12)
    }

    @Test func aBreakBetweenBlocksIsNotInsideATerm() {
        let text = """
            ## この再獲得提供
            オファーは見出しの次の段落。

            - 再獲得提供
            - オファー

            再獲得提供

            オファー

            | 再獲得提供 |
            | オファー |
            """
        #expect(Self.deprecated(text).isEmpty)
        #expect(Self.deprecated("Use a promo\n\noffer here.\n", language: "en").isEmpty)
    }

    @Test func aPOValueContinuedOverQuotedLinesIsMatchedWhole() throws {
        let po = """
            msgid ""
            msgstr ""
            "Language: ja\\n"

            msgid "The win-back offer is useful."
            msgstr ""
            "この再獲得提供"
            "オファーは便利です。"

            msgid "The win-back offer is handy."
            msgstr "この再獲得提供オファーは便利です。"

            """
        let file = try LocalizationFile.read(bytes: Array(po.utf8), path: "ja.po")
        let findings = Checker(glossary: Self.glossary).check([], catalogs: [file])
        let deprecated = findings.filter { $0.rule == "deprecated-term" }
        #expect(deprecated.map { "\($0.location.line):\($0.location.column) \($0.text)" } == ["7:4 再獲得提供オファー", "11:11 再獲得提供オファー"])
        // The wrapped one is left to the user; the other is fixed in place.
        #expect(file.fixesByHand(in: findings).map(\.location.line) == [7])
        #expect(file.safeEdits(from: findings).map(\.position.line) == [11])
    }

    @Test func softBreaksBecomeSpacesAndOffsetsStay() {
        let text = "a\nb\r\nc\nd"
        let joined = CheckedDocument.joiningLines([1, 2], of: text)
        #expect(joined == "a b  c\nd")
        #expect(joined.utf16.count == text.utf16.count)
        #expect(CheckedDocument.joiningLines([1], of: "a\n> > b >c\n> d") == "a     b >c\n> d")
        #expect(CheckedDocument.joiningLines([], of: text) == text)
        #expect(CheckedDocument.shownOnOneLine("win-back \n   offer") == "win-back offer")
        #expect(CheckedDocument.shownOnOneLine("再獲得提供 \n オファー") == "再獲得提供オファー")
        #expect(CheckedDocument.shownOnOneLine("API\nキー") == "API キー")
        #expect(CheckedDocument.shownOnOneLine("再獲得提供\n> > オファー") == "再獲得提供オファー")
        #expect(CheckedDocument.shownOnOneLine("a > b\n> c") == "a > b c")
        #expect(CheckedDocument.shownOnOneLine("no break  here") == "no break  here")
    }
}
