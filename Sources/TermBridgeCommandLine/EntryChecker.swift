import CorpusModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks the entries of a corpus manifest one by one (``CorpusLocator/load(_:allowingOutsideLinks:)``):
/// an entry with an error is left out and located in the manifest, the others load.
struct EntryChecker {
    /// The manifest file as shown in issues.
    let file: String
    let root: URL
    let locator: ManifestLocator
    let allowingOutsideLinks: Bool
    var issues: [ManifestIssue] = []
    /// The entry index of each id and of each normalised path seen so far.
    private var ids: [String: Int] = [:]
    private var paths: [String: Int] = [:]
    /// The corpus folder with symbolic links resolved (nil when it cannot be resolved).
    private let realRoot: String?

    static let knownKeys: Set<String> = ["id", "path", "language", "kind", "title", "parallel", "source"]

    init(file: String, root: URL, locator: ManifestLocator, allowingOutsideLinks: Bool) {
        self.file = file
        self.root = root
        self.locator = locator
        self.allowingOutsideLinks = allowingOutsideLinks
        realRoot = realpath(root.path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
    }

    /// The entry at `index`, or nil (with an error issue) when it cannot be used.
    mutating func entry(_ index: Int, _ value: Any) -> CorpusManifest.Entry? {
        guard let object = value as? [String: Any] else {
            fail(index, nil, "document \(index + 1) is not an object")
            return nil
        }
        for key in object.keys.sorted() where !Self.knownKeys.contains(key) {
            warn(
                index, key,
                "unknown key '\(key)' is ignored (expected "
                    + Self.knownKeys.sorted().map { "'\($0)'" }.joined(separator: ", ") + ")"
            )
        }
        var missing = false
        func string(_ key: String, optional: Bool = false) -> String? {
            switch object[key] {
            case let text as String: return text
            case nil, is NSNull:
                if !optional {
                    fail(index, nil, "document \(index + 1) has no '\(key)'")
                    missing = true
                }
                return nil
            default:
                fail(index, key, "'\(key)' of document \(index + 1) must be a string")
                missing = true
                return nil
            }
        }
        let id = string("id")
        let path = string("path")
        let language = string("language")
        let kind = string("kind")
        let title = string("title")
        let source = string("source")
        let parallel = string("parallel", optional: true)
        guard !missing, let id, let path, let language, let kind, let title, let source else { return nil }
        if id.isEmpty {
            fail(index, "id", "document \(index + 1) has an empty 'id'")
            return nil
        }
        if let first = ids[id] {
            fail(
                index, "id",
                "document id '\(id)' is already used by document \(first + 1) "
                    + "(line \(locator.position(entry: first).line))"
            )
            return nil
        }
        guard let documentKind = DocumentKind(rawValue: kind) else {
            let expected = DocumentKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            fail(index, "kind", "unknown kind '\(kind)' of document '\(id)' (expected \(expected))")
            return nil
        }
        guard let normalised = confinedPath(path, id: id, index: index) else { return nil }
        if let first = paths[normalised] {
            fail(
                index, "path",
                "path '\(path)' of document '\(id)' is already the path of document \(first + 1) "
                    + "(line \(locator.position(entry: first).line))"
            )
            return nil
        }
        if !CheckInputs.fileLanguages.contains(language) {
            let known = CheckInputs.fileLanguages.sorted().map { "'\($0)'" }.joined(separator: ", ")
            warn(
                index, "language",
                "unknown language '\(language)' of document '\(id)' (known: \(known)); "
                    + "the document is read as '\(language)'"
            )
        }
        ids[id] = index
        paths[normalised] = index
        return CorpusManifest.Entry(
            id: id, path: normalised, language: LanguageTag(language), kind: documentKind, title: title,
            parallel: parallel, source: source)
    }

    /// The path relative to the corpus folder with `.` and `..` resolved, or nil (with an error)
    /// when it is absolute, climbs out of the folder, or leads out of it through a symbolic link.
    private mutating func confinedPath(_ path: String, id: String, index: Int) -> String? {
        if path.isEmpty {
            fail(index, "path", "document '\(id)' has an empty 'path'")
            return nil
        }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            fail(
                index, "path", "path '\(path)' of document '\(id)' is absolute; paths are relative to the corpus folder"
            )
            return nil
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if parts.isEmpty {
                    fail(index, "path", "path '\(path)' of document '\(id)' leaves the corpus folder")
                    return nil
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let normalised = parts.joined(separator: "/")
        if normalised.isEmpty {
            fail(index, "path", "path '\(path)' of document '\(id)' names the corpus folder itself, not a file")
            return nil
        }
        if !allowingOutsideLinks, let realRoot,
            let resolved = realpath(root.appendingPathComponent(normalised).path, nil)
        {
            let target = String(cString: resolved)
            free(resolved)
            if !target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
                fail(
                    index, "path",
                    "path '\(path)' of document '\(id)' leads outside the corpus folder through a symbolic link "
                        + "(to '\(target)'); pass --allow-outside-links to read it"
                )
                return nil
            }
        }
        return normalised
    }

    private mutating func fail(_ index: Int, _ key: String?, _ message: String) {
        add(.error, index, key, message + "; the document is left out")
    }

    private mutating func warn(_ index: Int, _ key: String?, _ message: String) { add(.warning, index, key, message) }

    private mutating func add(_ severity: ManifestIssue.Severity, _ index: Int, _ key: String?, _ message: String) {
        let position = locator.position(entry: index, key: key)
        issues.append(
            ManifestIssue(
                severity: severity, file: file, line: position.line, column: position.column, message: message))
    }
}
