@testable import Checks
import Foundation
import GlossaryKit
import LocalizationFormats
import Testing

/// `term-translation` on the shapes real apps' strings have: a word of the glossary in another sense
/// translated one way throughout, names kept in English in title-case labels, and a term inside a
/// longer glossary term.
@Suite struct TermTranslationTests {
    /// An XLIFF file of `pairs` (English source, translation) in `language`.
    static func xliff(_ pairs: [(String, String)], language: String = "ja") throws -> LocalizationFile {
        let units = pairs.enumerated().map { index, pair in
            """
                  <trans-unit id="k\(index)">
                    <source>\(pair.0)</source>
                    <target>\(pair.1)</target>
                  </trans-unit>
            """
        }.joined(separator: "\n")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Main.strings" source-language="en" target-language="\(language)" datatype="plaintext">
                <body>
            \(units)
                </body>
              </file>
            </xliff>

            """
        return try LocalizationFile.read(bytes: Array(text.utf8), path: "\(language).xliff")
    }

    static func findings(_ file: LocalizationFile) throws -> [Diagnostic] {
        try Checker(glossary: AppStringsFixture.glossary()).check([], catalogs: [file]).filter { $0.rule == "term-translation" }
    }

    /// An RSS reader's "subscriptions" are feeds (`購読`) in every string: one finding naming the word
    /// and the other strings, not one a string.
    @Test func aTermTranslatedOneOtherWayThroughoutIsOneFinding() throws {
        let file = try Self.xliff([
            ("Export all subscriptions", "すべての購読を書き出す"), ("Subscriptions", "購読"),
            ("Refresh subscriptions", "購読を更新"), ("Unsubscribe", "購読解除"), ("New subscription", "新規購読"),
        ])
        let found = try Self.findings(file)
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.text == "購読")
        #expect(finding.message.contains("is translated '購読' in all 4 strings"), "\(finding.message)")
        #expect(finding.suggestion == "サブスクリプション")
        #expect(finding.notes.count == 3 && finding.notes.allSatisfy { $0.hasPrefix("also 'k") })
        // Located at the word in the first string.
        #expect(finding.location.line == 7 && finding.location.column == 21, "\(finding.location)")
        // Translated differently from string to string: a finding each.
        let mixed = try Self.xliff([
            ("Export all subscriptions", "すべての購読を書き出す"), ("Subscriptions", "登録"), ("Refresh subscriptions", "フィードを更新"),
        ])
        #expect(try Self.findings(mixed).count == 3)
    }

    /// A name kept in English (`Today`, `Save`) is asked for only where its capital tells a name from a
    /// word: not opening the string or a sentence, not in a title-case label.
    @Test func aNameKeptInEnglishIsNotAskedForWhereTheCapitalSaysNothing() throws {
        let file = try Self.xliff(
            [("Go to Today", "转到今天"), ("Today", "今天"), ("Save images to your library.", "将图像保存到图库。"),
             ("Save as Named Scope…", "存储为命名范围…")], language: "zh-Hans")
        #expect(try Self.findings(file).isEmpty)
        #expect(TermTranslationRule.capitalTells(at: 13, in: "Open it from Today when ready") == true)
        #expect(TermTranslationRule.capitalTells(at: 6, in: "Go to Today") == false)
        #expect(TermTranslationRule.capitalTells(at: 6, in: "Done. Save it") == false)
    }

    /// `inconsistent-translation` leaves out sources that say too little to be translated one way: only
    /// format specifiers (ordered by each language's grammar), punctuation, one letter (`月`: a month,
    /// the moon).
    @Test func aSourceOfOneLetterOrOnlySpecifiersIsNotComparedForConsistency() throws {
        let file = try Self.xliff(
            [("%1$@ %2$@", "%1$@%2$@"), ("%1$@ %2$@", "%2$@ %1$@"), ("M", "月"), ("M", "月曜"), ("·", "・"), ("·", " · "),
             ("Subscribe", "登録する"), ("Subscribe", "購読する"), ("Subscribe", "登録する")])
        let found = try Checker(glossary: AppStringsFixture.glossary()).check([], catalogs: [file])
            .filter { $0.rule == "inconsistent-translation" }
        #expect(found.map(\.text) == ["購読する"])
        #expect(InconsistentTranslationRule.hasWords("%lld of %@") && !InconsistentTranslationRule.hasWords("%1$@ %2$@ 月"))
    }

    /// `订阅信息` (SubscriptionInfo's term) holds `订阅`: the value has the word for "subscription".
    @Test func aTermInsideALongerGlossaryTermIsThere() throws {
        let file = try Self.xliff([("Error Loading Subscription", "加载订阅信息时出错")], language: "zh-Hans")
        #expect(try Self.findings(file).isEmpty)
        let lacking = try Self.xliff([("Error Loading Subscription", "加载信息时出错")], language: "zh-Hans")
        #expect(try Self.findings(lacking).count == 1)
    }
}
