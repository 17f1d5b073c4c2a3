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
        guard let meta = meta ?? (try? index.meta()), let built = meta["builtAt"].flatMap({ ISO8601DateFormatter().date(from: $0) }),
            let documents = documents ?? (try? index.documentPlaces())
        else { return nil }
        let base = meta["workingDirectory"] ?? FileManager.default.currentDirectoryPath
        let builtSeconds = Int(built.timeIntervalSince1970)
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

enum IndexLocationError: Error, CustomStringConvertible {
    case missing(String)

    var description: String {
        switch self {
        case .missing(let path): "no index in '\(path)'; run 'termbridge build' first (it writes .termbridge/index.sqlite)"
        }
    }
}
