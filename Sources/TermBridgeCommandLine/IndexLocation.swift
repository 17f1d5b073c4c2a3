#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CorpusIndex
import Foundation

/// Finds and opens the index that `termbridge build` wrote, for `search` and `term`.
enum IndexLocation {
    /// The default output folder of `build`.
    static let defaultFolder = ".termbridge"

    /// Opens the index in `folder` (the default when nil). Nil when there is none and `folder`
    /// was not given; an error naming `termbridge build` when it was.
    static func open(_ folder: String?) throws -> CorpusIndex? {
        let url = URL(fileURLWithPath: folder ?? defaultFolder)
        if let index = try CorpusIndex.existing(in: url) { return index }
        if folder == nil { return nil }
        throw IndexLocationError.missing(url.path)
    }

    /// A note when corpus files changed or went away after the index was built; nil when the
    /// index is current (as far as modification times tell).
    static func stalenessNote(
        _ index: CorpusIndex, meta: [String: String]? = nil, documents: [(id: String, path: String, language: String)]? = nil
    ) -> String? {
        guard let meta = meta ?? (try? index.meta()), let builtSeconds = meta["builtAt"].flatMap(Self.epochSeconds),
            let documents = documents ?? (try? index.documentPlaces())
        else { return nil }
        // A built index without a document: a newer TermBridge emptied it when it brought its schema up
        // to date (its next build parses every document again), or the corpus had none.
        if documents.isEmpty {
            return "note: the index (built \(meta["builtAt"] ?? "?")) holds no document: a newer TermBridge empties it when it upgrades it; run 'termbridge build' to fill it"
        }
        let base = meta["workingDirectory"] ?? FileManager.default.currentDirectoryPath
        var changed = 0
        for document in documents {
            let path = document.path.hasPrefix("/") ? document.path : base + "/" + document.path
            // `stat` directly: thousands of files, and Foundation's attribute dictionaries cost more.
            var info = stat()
            // Whole seconds: the build time is stored to the second. A missing file counts as changed.
            if stat(path, &info) != 0 || Int(info.st_mtim.tv_sec) > builtSeconds { changed += 1 }
        }
        guard changed > 0 else { return nil }
        return "note: the index (built \(meta["builtAt"] ?? "?")) is older than \(changed) corpus file\(changed == 1 ? "" : "s"); run 'termbridge build' to bring it up to date"
    }
}

extension IndexLocation {
    /// The seconds since 1970 of a build time as the build stores it (`2026-11-27T04:25:38Z`, UTC),
    /// read field by field: Foundation's ISO 8601 parser took a tenth of a `term` lookup the first
    /// time it ran. Other forms go through that parser.
    static func epochSeconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard bytes[i] >= 0x30 && bytes[i] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[i] - 0x30)
            }
            return value
        }
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
            bytes[19] == 0x5A, let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return ISO8601DateFormatter().date(from: text).map { Int($0.timeIntervalSince1970) } }
        // Days from 1970-01-01 to the date in the proleptic Gregorian calendar (civil-from-days inverse).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60 + second
    }
}

enum IndexLocationError: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
        switch self {
        case .missing(let path): "no index in '\(path)'; run 'termbridge build' first (it writes .termbridge/index.sqlite)"
        }
    }
}
