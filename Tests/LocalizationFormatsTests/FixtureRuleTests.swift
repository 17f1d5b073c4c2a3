import Checks
import Foundation
import GlossaryKit
import LocalizationFormats
import Testing

/// Every app-string rule (and the term rules on translated values) pinned on the PaywallApp
/// fixtures of each format, with the line and column of each finding in the file.
struct FixtureRuleTests {
    struct Pin: CustomStringConvertible, Sendable {
        var path: String
        var line: Int
        var column: Int
        var rule: String
        var text: String
        init(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ text: String) {
            (self.path, self.line, self.column, self.rule, self.text) = (path, line, column, rule, text)
        }
        var description: String { "\(path):\(line):\(column) [\(rule)] '\(text)'" }
    }

    static let expected: [Pin] = [
        Pin("Localizable.xcstrings", 17, 24, "cjk-punctuation", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("Localizable.xcstrings", 17, 24, "variant-spelling", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("Localizable.xcstrings", 41, 24, "needs-review", "お試しオファーでお試しください"),
        Pin("Localizable.xcstrings", 107, 31, "cjk-punctuation", "!"),
        Pin("Localizable.xcstrings", 107, 32, "variant-spelling", "ウインバックオファー"),
        Pin("Localizable.xcstrings", 107, 52, "cjk-punctuation", "."),
        Pin("Localizable.xcstrings", 131, 24, "deprecated-term", "再獲得提供オファー"),
        Pin("Localizable.xcstrings", 131, 24, "term-translation", "再獲得提供オファー"),
        Pin("Localizable.xcstrings", 323, 24, "inconsistent-translation", "購読する"),
        Pin("Localizable.xcstrings", 28, 5, "missing-translation", "offers.intro"),
        Pin("Localizable.xcstrings", 86, 33, "placeholder-mismatch", "%@"),
        Pin("Localizable.xcstrings", 113, 24, "term-translation", "欢迎回来！你的优惠已准备好。"),
        Pin("Localizable.xcstrings", 161, 24, "placeholder-mismatch", "提前支付 %1$@，节省 %2$lld%"),
        Pin("Localizable.xcstrings", 233, 24, "placeholder-mismatch", "%@"),
        Pin("Localizable.xcstrings", 233, 34, "placeholder-mismatch", "%lld"),
        Pin("Localizable.xcstrings", 257, 32, "cjk-punctuation", ","),
        Pin("ja.lproj/Localizable.strings", 2, 27, "cjk-punctuation", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("ja.lproj/Localizable.strings", 2, 27, "variant-spelling", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("ja.lproj/Localizable.strings", 5, 57, "cjk-punctuation", "!"),
        Pin("ja.lproj/Localizable.strings", 5, 58, "variant-spelling", "ウインバックオファー"),
        Pin("ja.lproj/Localizable.strings", 5, 78, "cjk-punctuation", "."),
        Pin("ja.lproj/Localizable.strings", 8, 33, "deprecated-term", "再獲得提供オファー"),
        Pin("ja.lproj/Localizable.strings", 8, 33, "term-translation", "再獲得提供オファー"),
        Pin("ja.lproj/Localizable.strings", 24, 27, "cjk-punctuation", ","),
        Pin("ja.lproj/Localizable.stringsdict", 16, 14, "placeholder-mismatch", "%@"),
        Pin("ja.lproj/Localizable.stringsdict", 16, 18, "cjk-punctuation", "ｵﾌｧｰ"),
        Pin("ja.lproj/Localizable.stringsdict", 16, 18, "variant-spelling", "ｵﾌｧｰ"),
        Pin("ja.lproj/Localizable.stringsdict", 30, 18, "deprecated-term", "再獲得提供オファー"),
        Pin("ja.lproj/Localizable.stringsdict", 30, 18, "term-translation", "再獲得提供オファー"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 10, 36, "cjk-punctuation", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 10, 36, "variant-spelling", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 15, 43, "needs-review", "お試しオファーでお試しください"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 25, 38, "placeholder-mismatch", "%d"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 30, 43, "cjk-punctuation", "!"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 30, 44, "variant-spelling", "ウインバックオファー"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 30, 64, "cjk-punctuation", "."),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 35, 36, "deprecated-term", "再獲得提供オファー"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 35, 36, "term-translation", "再獲得提供オファー"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 48, 7, "missing-translation", "paywall.terms"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 59, 36, "placeholder-mismatch", "%@"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 59, 36, "inconsistent-translation", "%@日間無料、その後は月額%lld"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 59, 49, "placeholder-mismatch", "%lld"),
        Pin("ja.xcloc/Localized Contents/ja.xliff", 64, 36, "inconsistent-translation", "購読する"),
        Pin("zh-Hans.lproj/Localizable.strings", 5, 50, "term-translation", "欢迎回来！你的优惠已准备好。"),
        Pin("zh-Hans.lproj/Localizable.strings", 8, 40, "placeholder-mismatch", "%@"),
        Pin("zh-Hans.lproj/Localizable.strings", 8, 50, "placeholder-mismatch", "%lld"),
        Pin("zh-Hans.lproj/Localizable.strings", 11, 41, "cjk-punctuation", ","),
        Pin("po/ja.po", 11, 9, "cjk-punctuation", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("po/ja.po", 11, 9, "variant-spelling", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("po/ja.po", 15, 16, "cjk-punctuation", "!"),
        Pin("po/ja.po", 15, 17, "variant-spelling", "ウインバックオファー"),
        Pin("po/ja.po", 15, 37, "cjk-punctuation", "."),
        Pin("po/ja.po", 19, 9, "deprecated-term", "再獲得提供オファー"),
        Pin("po/ja.po", 19, 9, "term-translation", "再獲得提供オファー"),
        Pin("po/ja.po", 29, 9, "placeholder-mismatch", "%@"),
        Pin("po/ja.po", 29, 22, "placeholder-mismatch", "%lld"),
        Pin("po/ja.po", 33, 9, "needs-review", "お試しオファーでお試しください"),
        // 'free trial' lacks its term; 'offer' is there, inside `お試しオファー` (introductory offer's term).
        Pin("po/ja.po", 33, 9, "term-translation", "お試しオファーでお試しください"),
        Pin("po/ja.po", 42, 9, "needs-review", ""),
        Pin("po/ja.po", 24, 9, "inconsistent-translation", "%2$lld%%お得に%1$@を前払い"),
        Pin("po/ja.po", 29, 9, "inconsistent-translation", "%@日間無料、その後は月額%lld"),
        Pin("po/ja.po", 37, 2, "inconsistent-translation", "サブスクリプションの管理"),
        // In the second line of a value continued over lines.
        Pin("po/ja.po", 54, 2, "cjk-punctuation", "ｵﾌｧｰｺｰﾄﾞ"),
        Pin("po/ja.po", 54, 2, "variant-spelling", "ｵﾌｧｰｺｰﾄﾞ"),
    ]

    static func findings() throws -> [Diagnostic] {
        let catalogs = try AppStringsFixture.files.map { try AppStringsFixture.read($0) }
        return Checker(glossary: try AppStringsFixture.glossary()).check([], catalogs: catalogs)
    }

    @Test func everyFindingOnTheFixturesIsPinnedAndNoOtherAppears() throws {
        let found = try Self.findings().map { "\($0.location.path):\($0.location.line):\($0.location.column) [\($0.rule)] '\($0.text)'" }
        let expected = Self.expected.map(\.description)
        #expect(Set(found) == Set(expected), "unexpected: \(Set(found).subtracting(expected)); missing: \(Set(expected).subtracting(found))")
        #expect(found.count == expected.count)
    }

    @Test(arguments: ["term-translation", "placeholder-mismatch", "missing-translation", "needs-review", "cjk-punctuation",
                      "inconsistent-translation", "deprecated-term", "variant-spelling"])
    func ruleFiresInTheFixtures(rule: String) throws {
        #expect(try Self.findings().contains { $0.rule == rule }, "no '\(rule)' finding in the fixtures")
    }

    @Test(arguments: AppStringsFixture.files)
    func everyFormatHasFindingsAtTheirValues(file: String) throws {
        let catalog = try AppStringsFixture.read(file)
        let findings = try Self.findings().filter { $0.location.path == file }
        #expect(!findings.isEmpty)
        for finding in findings where finding.rule != "missing-translation" {
            // The finding's text is in the file at its line and column.
            let offset = try #require(catalog.text.offset(of: TextPosition(line: finding.location.line, column: finding.location.column)))
            let written = String(decoding: catalog.text.bytes[offset...].prefix(finding.text.utf8.count), as: UTF8.self)
            // A PO value continued over several quoted lines starts with its first line's piece.
            let piece = String(decoding: catalog.text.bytes[offset...].prefix { $0 != 0x0A && $0 != UInt8(ascii: "\"") }, as: UTF8.self)
            let continued = catalog.format == .po && !piece.isEmpty && finding.text.hasPrefix(piece)
            #expect(written == finding.text || continued || finding.rule == "placeholder-mismatch" || finding.rule == "term-translation",
                    "\(finding.location): '\(written)' is not '\(finding.text)'")
        }
    }

    @Test func termTranslationSuggestsThePreferredTerm() throws {
        let finding = try #require(try Self.findings().first {
            $0.rule == "term-translation" && $0.location.path == "Localizable.xcstrings" && $0.location.line == 131
        })
        #expect(finding.suggestion == "ウィンバックオファー")
        #expect(finding.message.contains("再獲得提供オファー"))
    }

    /// A line ends at LF, CRLF or a lone CR in app string files as in documents: every fixture
    /// saved with CRLF and with CR gives the LF save's findings, at the same lines and columns.
    @Test func everyLineBreakGivesTheSameFindings() throws {
        let glossary = try AppStringsFixture.glossary()
        var total = 0
        for file in AppStringsFixture.files {
            let bytes = [UInt8](try Data(contentsOf: AppStringsFixture.paywall.appendingPathComponent(file)))
            // The fixtures are UTF-8 or UTF-16 LE (with its BOM): each LF code unit is replaced.
            let unit = bytes.starts(with: [0xFF, 0xFE]) ? 2 : 1
            func saved(with lineBreak: [UInt8]) -> [UInt8] {
                stride(from: 0, to: bytes.count, by: unit).flatMap { i -> [UInt8] in
                    let code = Array(bytes[i..<min(bytes.count, i + unit)])
                    guard code == (unit == 1 ? [0x0A] : [0x0A, 0]) else { return code }
                    return lineBreak.flatMap { unit == 1 ? [$0] : [$0, 0] }
                }
            }
            #expect(saved(with: [0x0D]) != bytes && saved(with: [0x0A]) == bytes, "\(file) is saved with LF")
            func located(_ bytes: [UInt8]) throws -> [String] {
                let catalog = try LocalizationFile.read(bytes: bytes, path: file)
                return Checker(glossary: glossary).check([], catalogs: [catalog]).map {
                    "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)"
                }
            }
            let original = try located(bytes)
            total += original.count
            let crlf = saved(with: [0x0D, 0x0A]), cr = saved(with: [0x0D])
            #expect(try located(crlf) == original, "\(file) saved with CRLF")
            #expect(try located(cr) == original, "\(file) saved with CR")
            // The positions themselves: the same offset of every line's first byte, counted past
            // the longer breaks.
            let lf = try LocalizationFile.read(bytes: bytes, path: file).text
            let lone = try LocalizationFile.read(bytes: cr, path: file).text
            #expect(lf.lineStarts == lone.lineStarts)
            #expect(try LocalizationFile.read(bytes: crlf, path: file).text.lineStarts.count == lf.lineStarts.count)
            #expect((1...lf.lineStarts.count).allSatisfy { lf.line($0) == lone.line($0) })
        }
        #expect(total > 20)
    }

    @Test func placeholderMismatchIsAnError() throws {
        let findings = try Self.findings().filter { $0.rule == "placeholder-mismatch" }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .error })
    }
}

/// App-string rules on shapes real catalogues have and the fixtures do not.
struct CatalogueShapeRuleTests {
    static func findings(_ json: String, rule: String) throws -> [Diagnostic] {
        let file = try LocalizationFile.read(bytes: Array(json.utf8), path: "Localizable.xcstrings")
        return Checker(glossary: Glossary(concepts: [])).check([], catalogs: [file]).filter { $0.rule == rule }
    }

    static func plural(_ language: String, one: String, other: String) -> String {
        """
        "\(language)" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } }
        """
    }

    /// CotEditor's catalogue: the English `one` is "An error found.", the Bulgarian `one` keeps
    /// the number ("Открита е %lld грешка."), which the source passes — no mismatch. A wrong kind
    /// in a `one` is still one.
    @Test func aPluralCategoryIsComparedWithTheSourcesOtherForm() throws {
        func catalogue(_ translated: String) -> String {
            """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld errors found." : { "localizations" : {
            \(Self.plural("en", one: "An error found.", other: "%lld errors found.")),
            \(translated) } } } }
            """
        }
        let kept = try Self.findings(catalogue(Self.plural("bg", one: "Открита е %lld грешка.", other: "Открити са %lld грешки.")), rule: "placeholder-mismatch")
        #expect(kept.isEmpty, "\(kept.map(\.message))")
        let wrong = try Self.findings(catalogue(Self.plural("ja", one: "%@ 件のエラー", other: "%lld 件のエラー")), rule: "placeholder-mismatch")
        #expect(wrong.map(\.text) == ["%@"], "\(wrong.map(\.message))")
    }

    /// A value whose specifiers differ from its source's thousands of times gets five findings,
    /// the last saying how many more differences there are.
    @Test func aValueFarFromItsSourceIsFiveFindingsNotThousands() throws {
        let many = String(repeating: "%@ ", count: 3_000)
        let json = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "\(many)items" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "項目 %@ %lld" } } } },
              "%@ of %lld" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "\(many)件" } } } } } }
            """
        let findings = try Self.findings(json, rule: "placeholder-mismatch")
        #expect(findings.count == 10, "\(findings.map(\.message))")
        #expect(findings.filter { $0.message.contains("and 2995 more differences of its format specifiers") }.count == 2, "\(findings.map(\.message))")
        // A few differences are each a finding of their own.
        let few = try Self.findings(
            """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "%1$@ %2$@ %3$@ %4$@ %5$@" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "なし" } } } } } }
            """, rule: "placeholder-mismatch")
        #expect(few.count == 5 && few.allSatisfy { $0.message.contains("lacks") })
    }

    /// A source of spaces, punctuation or specifiers only reads the same untranslated (however many
    /// specifiers it has: thousands of `%@` once took seconds); words between specifiers need one.
    @Test func aSourceWithoutWordsNeedsNoTranslation() throws {
        let many = String(repeating: "%@", count: 3_000)
        let json = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              " " : { }, "%@ – %@" : { }, "(%lld)" : { }, "Done" : { }, "\(many)" : { }, "%1$@%lldx%2$@" : { },
              "Saved" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "保存済み" } } } } } }
            """
        let missing = try Self.findings(json, rule: "missing-translation")
        #expect(missing.map(\.text).sorted() == ["%1$@%lldx%2$@", "Done"])
    }
}
