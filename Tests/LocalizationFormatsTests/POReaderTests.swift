import Foundation
import LocalizationFormats
import Testing

/// gettext PO files (Sphinx documentation, Weblate, gettext programs): entries, continued strings,
/// flags, contexts, plurals, the header's language, and clear errors for malformed lines.
struct POReaderTests {
    func read(_ text: String, path: String = "locale/ja/LC_MESSAGES/app.po") throws(LocalizationFormatError) -> LocalizationFile {
        try LocalizationFile.read(bytes: Array(text.utf8), path: path)
    }

    static let sample = """
        # Japanese translation.
        msgid ""
        msgstr ""
        "Project-Id-Version: Demo 1.0\\n"
        "Language: ja_JP\\n"
        "Plural-Forms: nplurals=1; plural=0;\\n"

        #. The button that saves.
        #: src/main.c:10
        msgid "Save Changes"
        msgstr "変更を\\"保存\\""

        #: src/main.c:12
        #, fuzzy, c-format
        msgid "Deleted %d files"
        msgstr "%d 個のファイルを削除しました"

        msgctxt "menu"
        msgid "Open"
        msgstr ""

        msgid ""
        "The subscription renews automatically "
        "unless it is cancelled."
        msgstr ""
        "サブスクリプションは自動的に"
        "更新されます。"

        #, c-format
        msgid "%d item"
        msgid_plural "%d items"
        msgstr[0] "%d 個の項目"

        #~ msgid "Old"
        #~ msgstr "古い"

        """

    @Test func entriesValuesAndStates() throws {
        let file = try read(Self.sample)
        #expect(file.format == .po && file.sourceLanguage == "en" && file.languages == ["ja"])
        #expect(file.entries.map(\.key) == [
            "Save Changes", "Deleted %d files", "[menu] Open",
            "The subscription renews automatically unless it is cancelled.", "%d item",
        ])
        let save = file.entries[0]
        #expect(save.values.map(\.text) == ["変更を\"保存\""] && save.values[0].state == .translated)
        #expect(save.comment == "The button that saves.")
        #expect(save.values[0].position == TextPosition(line: 11, column: 9))
        #expect(file.text.text(save.values[0].range!) == "変更を\\\"保存\\\"", "the range holds the characters as written")
        #expect(file.entries[1].values[0].state == .needsReview, "fuzzy")
        #expect(file.entries[2].values[0].state == .new, "empty")
        let continued = file.entries[3]
        #expect(continued.values[0].text == "サブスクリプションは自動的に更新されます。")
        #expect(continued.values[0].range == nil, "a value over several lines has no one range")
        #expect(continued.values[0].pieces.map { file.text.text($0) } == ["サブスクリプションは自動的に", "更新されます。"])
        #expect(continued.values[0].position == TextPosition(line: 26, column: 2), "at its first character")
        let plural = file.entries[4]
        #expect(plural.sourceValues.map(\.variation) == ["plural.one", "plural.other"])
        #expect(plural.values.map(\.variation) == ["plural.other"], "nplurals=1: the one form is 'other'")
        #expect(!file.entries.contains { $0.key == "Old" }, "obsolete entries are left out")
    }

    @Test func languageComesFromTheHeaderElseThePath() throws {
        let bare = "msgid \"Save\"\nmsgstr \"保存\"\n"
        #expect(try read(bare, path: "po/zh_CN.po").languages == ["zh-Hans"])
        #expect(try read(bare, path: "locale/ko/LC_MESSAGES/x.po").languages == ["ko"])
        let unknown = try read(bare, path: "messages.po")
        #expect(unknown.languages.isEmpty && unknown.warnings.contains { $0.message.contains("names no language") })
        let template = try read(bare, path: "messages.pot")
        #expect(template.entries.first?.values.isEmpty == true && template.warnings.isEmpty)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b\n", 2, "unterminated string"),
        ("msgid \"a\"\nmsgtext \"b\"\n", 2, "found 'msgtext'"),
        ("\"orphan\"\nmsgid \"a\"\nmsgstr \"b\"\n", 1, "continues no msgid"),
        ("msgstr \"b\"\n", 1, "before its msgid"),
        ("msgid \"a\" x\nmsgstr \"b\"\n", 1, "after a quoted string"),
    ])
    func malformedLinesAreLocatedErrors(text: String, line: Int, message: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            guard let error = error as? LocalizationFormatError else { return false }
            return error.position.line == line && error.message.contains(message)
        }
    }

    @Test func escapesAreDecoded() throws {
        let file = try read("msgid \"a\\tb\"\nmsgstr \"x\\ny\\\\z\\101\\x42\"\n")
        #expect(file.entries.first?.values.first?.text == "x\ny\\zAB")
        #expect(file.entries.first?.source == "a\tb")
    }

    /// `.strings` and PO share one decoder, each with its own escapes: `\U`/`\u` in `.strings` only,
    /// `\a`, `\b`, `\f`, `\v` and `\x` in PO only; another escaped character stands for itself.
    @Test func eachFormatDecodesItsOwnEscapes() throws {
        let strings = try read("\"k\" = \"\\U0041\\u00e9\\101\\a\\x41\\\"\";\n", path: "ja.lproj/Localizable.strings")
        #expect(strings.entries.first?.values.first?.text == "Aé" + "Aax41\"")
        let po = try read("msgid \"k\"\nmsgstr \"\\U0041\\a\\b\\f\\v\\x4a\\7\"\n")
        #expect(po.entries.first?.values.first?.text == "U0041\u{7}\u{8}\u{C}\u{B}J\u{7}")
    }

    /// Detected by content without the extension, and found in folders by `check`.
    @Test func detectedByContent() throws {
        #expect(try read("msgid \"\"\nmsgstr \"Language: ja\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n", path: "ja.txt").format == .po)
    }
}
