import TextKit

/// Reads a gettext PO file (`.po`), the translation format of Sphinx documentation (Python's among
/// it), Weblate and GNU gettext programs: entries of `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and
/// `msgstr[N]`, each a quoted string that may go on over further quoted lines, after comments (`#.`
/// extracted, `#:` references, `#,` flags, `#` the translator's). Obsolete entries (`#~`) are left
/// out.
///
/// - The header (the entry of the empty `msgid`) gives the language (`Language: ja`) and the plural
///   forms (`Plural-Forms: nplurals=1; …`); without a `Language`, the path's `LANG/LC_MESSAGES/`
///   folder or `LANG.po` name does, else the language is unknown (`und`, with a warning).
/// - The source language is English (gettext's `msgid`s are the program's or the documentation's
///   source text); the key is the `msgid`, after its context in brackets when it has one (`[menu] Open`).
/// - A translation is `needs_review` when its entry is flagged `fuzzy`, `new` when it is empty,
///   else `translated`. Plural translations are the variations `plural.other` (one form, as in
///   Japanese and Chinese), `plural.one` and `plural.other` (two), or `plural.N` by index.
/// - A value written on one line keeps its byte range; one continued over several quoted lines has
///   none, but each line's piece (`LocalizedValue.pieces`), which the rules read and fix.
enum POReader {
    /// One quoted string as written over one or more lines.
    private struct Written {
        var text = ""
        var pieces: [Range<Int>] = []
        var position = TextPosition(line: 1, column: 1)
    }

    /// The entry being read.
    private struct Pending {
        var context: Written?
        var id: Written?
        var plural: Written?
        var translations: [Int: Written] = [:]
        var fuzzy = false
        var extracted: [String] = []
        var translator: [String] = []
        var position = TextPosition(line: 1, column: 1)
        var isEmpty: Bool { context == nil && id == nil && translations.isEmpty }
    }

    /// - Complexity: O(*n*) in the file size.
    static func read(_ text: SourceText, path: String) throws(LocalizationFormatError) -> LocalizationFile {
        let bytes = text.bytes
        var entries: [Pending] = []
        var header: Pending?
        var pending = Pending()
        /// Which string a continuation line goes on: 0 context, 1 id, 2 plural, 3 + N translation N.
        var last: Int?
        func fail(_ message: String, at offset: Int) -> LocalizationFormatError {
            LocalizationFormatError(path: path, position: text.position(of: offset), message: message)
        }
        func flush() {
            if pending.id != nil {
                if pending.id?.text.isEmpty == true, pending.context == nil { header = pending } else { entries.append(pending) }
            }
            pending = Pending()
            last = nil
        }
        for (number, start) in text.lineStarts.enumerated() {
            var end = number + 1 < text.lineStarts.count ? text.lineStarts[number + 1] - 1 : bytes.count
            if end > start, end <= bytes.count, bytes[end - 1] == 0x0D { end -= 1 }
            var i = start
            while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            guard i < end else {
                if pending.id != nil { flush() }
                continue
            }
            if bytes[i] == UInt8(ascii: "#") {
                // A comment after a string starts the next entry.
                if last != nil { flush() }
                let kind = i + 1 < end ? bytes[i + 1] : 0x20
                let body = String(decoding: bytes[min(end, i + 2)..<end], as: UTF8.self).trimmingSpaces
                switch kind {
                case UInt8(ascii: "~"), UInt8(ascii: "|"), UInt8(ascii: ":"): break
                case UInt8(ascii: ","):
                    if body.split(separator: ",").contains(where: { String($0).trimmingSpaces == "fuzzy" }) { pending.fuzzy = true }
                case UInt8(ascii: "."): pending.extracted.append(body)
                default: pending.translator.append(String(decoding: bytes[(i + 1)..<end], as: UTF8.self).trimmingSpaces)
                }
                continue
            }
            if bytes[i] == UInt8(ascii: "\"") {
                guard let target = last else { throw fail("a quoted string continues no msgid or msgstr", at: i) }
                let (value, range) = try quoted(bytes, from: i, to: end, fail: fail)
                func extend(_ written: inout Written?) {
                    written?.text += value
                    written?.pieces.append(range)
                }
                switch target {
                case 0: extend(&pending.context)
                case 1: extend(&pending.id)
                case 2: extend(&pending.plural)
                default:
                    var translation = pending.translations[target - 3]
                    extend(&translation)
                    pending.translations[target - 3] = translation
                }
                continue
            }
            // A keyword, then its string.
            var k = i
            while k < end, bytes[k] != 0x20, bytes[k] != 0x09, bytes[k] != UInt8(ascii: "\"") { k += 1 }
            let keyword = String(decoding: bytes[i..<k], as: UTF8.self)
            while k < end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            guard k < end, bytes[k] == UInt8(ascii: "\"") else {
                throw fail("expected msgctxt, msgid, msgid_plural, msgstr or msgstr[N] and a quoted string, found '\(keyword)'", at: i)
            }
            let (value, range) = try quoted(bytes, from: k, to: end, fail: fail)
            let written = Written(text: value, pieces: [range], position: text.position(of: range.lowerBound))
            switch keyword {
            case "msgctxt":
                if pending.id != nil { flush() }
                pending.position = text.position(of: i)
                pending.context = written
                last = 0
            case "msgid":
                if pending.id != nil { flush() }
                if pending.context == nil { pending.position = text.position(of: i) }
                pending.id = written
                last = 1
            case "msgid_plural":
                guard pending.id != nil else { throw fail("msgid_plural before its msgid", at: i) }
                pending.plural = written
                last = 2
            default:
                guard pending.id != nil else { throw fail("\(keyword) before its msgid", at: i) }
                let index: Int
                if keyword == "msgstr" {
                    index = 0
                } else if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0 {
                    index = n
                } else {
                    throw fail("expected msgctxt, msgid, msgid_plural, msgstr or msgstr[N], found '\(keyword)'", at: i)
                }
                pending.translations[index] = written
                last = 3 + index
            }
        }
        flush()

        var warnings: [LocalizationFormatError] = []
        let fields = header.map { headerFields($0.translations[0]?.text ?? "") } ?? [:]
        var language = fields["language"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.language(of: path)
        if let written = language {
            if let resolved = LanguageResolver.resolve(written).tag {
                language = resolved
            } else {
                warnings.append(LocalizationFormatError(path: path, message: "unknown language '\(written)'; read as 'und'"))
                language = nil
            }
        }
        let isTemplate = path.lowercased().hasSuffix(".pot")
        if language == nil, !isTemplate {
            warnings.append(
                LocalizationFormatError(
                    path: path,
                    message: "the file names no language (no 'Language:' header, no LANG/LC_MESSAGES folder); its language is unknown ('und')"))
        }
        let target = language ?? "und"
        let forms = pluralCategories(fields["plural-forms"] ?? "")
        var result: [LocalizationEntry] = []
        for entry in entries {
            guard let id = entry.id else { continue }
            let key = entry.context.map { "[" + $0.text + "] " + id.text } ?? id.text
            var sources = [value(id, language: "en", state: .translated, variation: entry.plural == nil ? "" : "plural.one", in: text)]
            if let plural = entry.plural { sources.append(value(plural, language: "en", state: .translated, variation: "plural.other", in: text)) }
            var values: [LocalizedValue] = []
            if !isTemplate {
                for (index, written) in entry.translations.sorted(by: { $0.key < $1.key }) {
                    let state: TranslationState = written.text.isEmpty ? .new : entry.fuzzy ? .needsReview : .translated
                    let variation = entry.plural == nil ? "" : "plural." + (index < forms.count ? forms[index] : String(index))
                    values.append(value(written, language: target, state: state, variation: variation, in: text))
                }
            }
            let comment = (entry.extracted.isEmpty ? entry.translator : entry.extracted).joined(separator: "\n")
            result.append(
                LocalizationEntry(
                    key: key, position: entry.position, source: id.text, sourceValues: sources, values: values,
                    comment: comment.isEmpty ? nil : comment))
        }
        return LocalizationFile(
            path: path, format: .po, encoding: .utf8, text: text, originalBytes: bytes, sourceLanguage: "en",
            languages: isTemplate || language == nil ? [] : [target], entries: result, warnings: warnings)
    }

    /// A string as a value, located at its first character (past an empty `msgstr ""` before
    /// continued lines).
    private static func value(
        _ written: Written, language: String, state: TranslationState, variation: String, in text: SourceText
    ) -> LocalizedValue {
        // One piece holding the whole text: fixable in place (the empty first piece of `msgstr ""`
        // and continued lines does not count).
        let pieces = written.pieces.filter { !$0.isEmpty }
        let range = pieces.count == 1 ? pieces[0] : written.pieces.count == 1 ? written.pieces[0] : nil
        let position = pieces.first.map { text.position(of: $0.lowerBound) } ?? written.position
        return LocalizedValue(
            language: language, text: written.text, state: state, variation: variation, range: range, position: position,
            pieces: pieces)
    }

    /// A quoted string from `start` (its opening quote): the decoded text and the range of its
    /// characters; only white space may follow it on the line.
    private static func quoted(
        _ bytes: [UInt8], from start: Int, to end: Int, fail: (String, Int) -> LocalizationFormatError
    ) throws(LocalizationFormatError) -> (String, Range<Int>) {
        var i = start + 1
        var escaped = false
        while i < end, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\") {
                escaped = true
                i += 1
            }
            i += 1
        }
        guard i < end else { throw fail("unterminated string (expected a closing '\"' on this line)", start) }
        var after = i + 1
        while after < end, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        guard after == end else { throw fail("unexpected text after a quoted string", after) }
        let range = (start + 1)..<i
        let raw = String(decoding: bytes[range], as: UTF8.self)
        return (escaped ? StringsEscaping.unescape(raw, for: .po) : raw, range)
    }

    /// The header's `Name: value` lines, by lowercased name.
    static func headerFields(_ header: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon]).trimmingSpaces.lowercased()] = String(line[line.index(after: colon)...]).trimmingSpaces
        }
        return fields
    }

    /// The plural categories of the forms `Plural-Forms` declares, by index: one form `other`; two
    /// `one`, `other`; more by index (`0`, `1`, …: their categories depend on the language's rule).
    static func pluralCategories(_ pluralForms: String) -> [String] {
        guard let range = pluralForms.range(of: "nplurals="),
            let count = Int(pluralForms[range.upperBound...].prefix { $0.isNumber })
        else { return ["one", "other"] }
        switch count {
        case 1: return ["other"]
        case 2: return ["one", "other"]
        default: return (0..<count).map(String.init)
        }
    }

    /// The language a PO file's path names: the folder before `LC_MESSAGES` (`ja/LC_MESSAGES/x.po`)
    /// or a file named by a language (`ja.po`, `zh_CN.po`).
    static func language(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if let messages = parts.lastIndex(of: "LC_MESSAGES"), messages > 0 { return parts[messages - 1] }
        guard let name = parts.last, name.lowercased().hasSuffix(".po") else { return nil }
        let stem = name.dropLast(3)
        // Shaped as a short language tag (`ja`, `zh_CN`, `pt-BR`), not any name (`messages.po`).
        let subtags = stem.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard (1...2).contains(subtags.count), (2...3).contains(subtags[0].count), subtags[0].allSatisfy({ $0.isASCII && $0.isLetter }),
            subtags.count == 1 || ((2...4).contains(subtags[1].count) && subtags[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return String(stem)
    }
}
