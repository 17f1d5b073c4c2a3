import CorpusModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A corpus on disk: its folder and manifest.
public struct LoadedCorpus: Sendable {
    /// The folder holding `corpus.json`.
    public let root: URL
    /// The entries that passed the checks of ``CorpusLocator/load(_:allowingOutsideLinks:)``.
    public let manifest: CorpusManifest
    /// The manifest's problems, located in `corpus.json`; entries with an error are not in `manifest`.
    public var issues: [ManifestIssue] = []

    /// Whether some entry was left out.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }

    /// Prints the issues to standard error; returns whether one is an error.
    @discardableResult
    func reportIssues() -> Bool {
        for issue in issues { printError(issue.description) }
        return hasErrors
    }

    /// The absolute path of an entry's file.
    public func url(of entry: CorpusManifest.Entry) -> URL { root.appendingPathComponent(entry.path) }
}

/// An error locating or reading a corpus manifest.
public enum CorpusError: Error, CustomStringConvertible, Equatable {
    case notFound(searched: [String])
    case unreadableManifest(path: String, reason: String)
    case invalidManifest(path: String, problems: [String])
    case invalidJSON(path: String, line: Int, column: Int, message: String)

    public var description: String {
        switch self {
        case .notFound(let searched):
            return "no corpus found (looked for corpus.json in \(searched.map { "'\($0)'" }.joined(separator: ", "))); pass --corpus DIR"
        case .unreadableManifest(let path, let reason):
            return "cannot read manifest '\(path)': \(reason)"
        case .invalidManifest(let path, let problems):
            return "manifest '\(path)' is invalid: \(problems.joined(separator: "; "))"
        case .invalidJSON(let path, let line, let column, let message):
            return "\(path):\(line):\(column): the manifest is not valid JSON: \(message)"
        }
    }
}

/// Finds the bundled corpus (and, by the same rule, the bundled glossary folder).
public enum CorpusLocator {
    /// The folder named `name` (`Corpus`, `Glossary`): the explicit path if given, else `./name`,
    /// else the nearest parent of the working directory or of the executable that holds `name`.
    public static func bundledFolder(_ name: String, marker: String? = nil) -> URL? {
        let fm = FileManager.default
        var candidates: [URL] = []
        var dir = URL(fileURLWithPath: fm.currentDirectoryPath)
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent(name))
            dir.deleteLastPathComponent()
        }
        var exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for _ in 0..<6 {
            exe.deleteLastPathComponent()
            candidates.append(exe.appendingPathComponent(name))
        }
        for candidate in candidates {
            let probe = marker.map { candidate.appendingPathComponent($0).path } ?? candidate.path
            if fm.fileExists(atPath: probe) { return candidate }
        }
        return nil
    }

    /// Loads the manifest of the corpus at `path` (a folder holding `corpus.json`, the manifest
    /// itself, or a plain folder of documents: see `plainFolder(_:)`), or of the bundled corpus
    /// when `path` is nil.
    ///
    /// Every entry is checked, and an entry with an error is left out with a located
    /// ``ManifestIssue`` (the others load): missing or wrongly typed fields, an unknown `kind`, an
    /// id or path used twice, a path that is absolute or climbs out of the corpus folder (`../..`),
    /// and a path that leads out of it through a symbolic link, unless `allowingOutsideLinks`.
    /// Unknown languages and unknown keys are warnings.
    ///
    /// - Throws: ``CorpusError`` when there is no manifest, it cannot be read, or it is not JSON
    ///   (with line and column) or has no `documents` array.
    /// - Complexity: O(n) in the size of the manifest, plus one `realpath` per entry.
    public static func load(_ path: String?, allowingOutsideLinks: Bool = false) throws -> LoadedCorpus {
        let root: URL
        if let path {
            let url = URL(fileURLWithPath: path)
            var info = stat()
            if url.pathExtension != "json", stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
                let kind = FileAccessError.notRegularReason(mode: info.st_mode).map { String($0.prefix { $0 != ";" }) }
                throw CorpusError.unreadableManifest(
                    path: path, reason: "\(kind ?? "it is a file"); expected a corpus folder holding corpus.json")
            }
            root = url.pathExtension == "json" ? url.deletingLastPathComponent() : url
        } else {
            guard let found = bundledFolder("Corpus", marker: "corpus.json") else {
                throw CorpusError.notFound(searched: ["./Corpus", "parent folders", "the executable's folders"])
            }
            root = found
        }
        let manifestURL = root.appendingPathComponent("corpus.json")
        if path != nil, !FileManager.default.fileExists(atPath: manifestURL.path), isFolder(root) {
            return plainFolder(root)
        }
        let data: Data
        do {
            data = try FileInput.read(manifestURL.path)
        } catch {
            throw CorpusError.unreadableManifest(path: manifestURL.path, reason: error.reason)
        }
        return try read(data, root: root, file: manifestURL.path, allowingOutsideLinks: allowingOutsideLinks)
    }

    /// Reads manifest bytes as ``load(_:allowingOutsideLinks:)`` does; `root` is the corpus folder
    /// the paths are relative to and `file` names the manifest in messages.
    ///
    /// - Complexity: O(n) in the size of the manifest, plus one `realpath` per entry.
    public static func read(
        _ data: Data, root: URL, file: String, allowingOutsideLinks: Bool = false
    ) throws(CorpusError) -> LoadedCorpus {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            let (line, column, message) = jsonErrorPosition(error, data: data)
            throw CorpusError.invalidJSON(path: file, line: line, column: column, message: message)
        }
        guard let top = json as? [String: Any], let documents = top["documents"] as? [Any] else {
            throw CorpusError.invalidManifest(
                path: file, problems: ["expected an object with a 'documents' array"])
        }
        let locator = ManifestLocator(String(decoding: data, as: UTF8.self))
        var checker = EntryChecker(
            file: file, root: root, locator: locator, allowingOutsideLinks: allowingOutsideLinks)
        for key in top.keys.sorted() where key != "documents" {
            checker.issues.append(
                ManifestIssue(
                    severity: .warning, file: file, line: 1, column: 1,
                    message: "unknown key '\(key)' is ignored (expected 'documents')"))
        }
        var entries: [CorpusManifest.Entry] = []
        for (index, value) in documents.enumerated() {
            if let entry = checker.entry(index, value) { entries.append(entry) }
        }
        var loaded = LoadedCorpus(root: root, manifest: CorpusManifest(documents: entries))
        loaded.issues = checker.issues
        return loaded
    }

    /// The line, column and message of a `JSONSerialization` error: from the message when
    /// Foundation gives them, else from the byte index it reports, else the end of the file.
    static func jsonErrorPosition(_ error: any Error, data: Data) -> (line: Int, column: Int, message: String) {
        let ns = error as NSError
        var texts = [ns.localizedDescription, "\(ns.userInfo)"]
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError { texts.append("\(underlying)") }
        if let debug = ns.userInfo[NSDebugDescriptionErrorKey] as? String { texts.insert(debug, at: 0) }
        let message = (ns.userInfo[NSDebugDescriptionErrorKey] as? String).map(cleanJSONMessage) ?? "unexpected text"
        for text in texts {
            if let match = text.firstMatch(of: /line (\d+), column (\d+)/), let line = Int(match.1),
                let column = Int(match.2)
            {
                return (line, column, message)
            }
        }
        let bytes = [UInt8](data)
        var offset = bytes.count
        if let index = ns.userInfo["NSJSONSerializationErrorIndex"] as? Int { offset = min(max(index, 0), bytes.count) }
        for text in texts {
            if let match = text.firstMatch(of: /around character (\d+)/), let index = Int(match.1) {
                offset = min(max(index, 0), bytes.count)
                break
            }
        }
        let before = bytes[..<offset]
        let line = 1 + before.lazy.filter { $0 == 0x0A }.count
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = 1 + String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
        return (line, column, message)
    }

    /// Foundation's JSON message, lowercase and without its own position and final period.
    private static func cleanJSONMessage(_ text: String) -> String {
        var message = text.replacing(/\ around (line \d+, column \d+|character \d+)/, with: "")
        while message.hasSuffix(".") { message.removeLast() }
        return message.prefix(1).lowercased() + message.dropFirst()
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        "'" + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() + "'"
    }
}
