import CorpusModel
import Foundation
import TextKit

/// A corpus on disk: its folder and manifest.
public struct LoadedCorpus: Sendable {
    /// The folder holding `corpus.json`.
    public let root: URL
    public let manifest: CorpusManifest

    /// The absolute path of an entry's file.
    public func url(of entry: CorpusManifest.Entry) -> URL { root.appendingPathComponent(entry.path) }
}

/// An error locating or reading a corpus manifest.
public enum CorpusError: Error, CustomStringConvertible, Equatable {
    case notFound(searched: [String])
    case unreadableManifest(path: String, reason: String)
    case invalidManifest(path: String, problems: [String])

    public var description: String {
        switch self {
        case .notFound(let searched):
            return "no corpus found (looked for corpus.json in \(searched.map { "'\($0)'" }.joined(separator: ", "))); pass --corpus DIR"
        case .unreadableManifest(let path, let reason):
            return "cannot read manifest '\(path)': \(reason)"
        case .invalidManifest(let path, let problems):
            return "manifest '\(path)' is invalid: \(problems.joined(separator: "; "))"
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

    /// Loads the manifest of the corpus at `path` (a folder holding `corpus.json`, or the manifest
    /// itself), or of the bundled corpus when `path` is nil.
    public static func load(_ path: String?) throws -> LoadedCorpus {
        let root: URL
        if let path {
            let url = URL(fileURLWithPath: path)
            root = url.pathExtension == "json" ? url.deletingLastPathComponent() : url
        } else {
            guard let found = bundledFolder("Corpus", marker: "corpus.json") else {
                throw CorpusError.notFound(searched: ["./Corpus", "parent folders", "the executable's folders"])
            }
            root = found
        }
        let manifestURL = root.appendingPathComponent("corpus.json")
        let data: Data
        do {
            data = try Data(contentsOf: manifestURL)
        } catch {
            throw CorpusError.unreadableManifest(path: manifestURL.path, reason: "the file does not exist or cannot be read")
        }
        let manifest: CorpusManifest
        do {
            manifest = try JSONDecoder().decode(CorpusManifest.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw CorpusError.invalidManifest(
                path: manifestURL.path, problems: ["missing key '\(key.stringValue)' at \(codingPath(context.codingPath))"])
        } catch let DecodingError.dataCorrupted(context) {
            throw CorpusError.invalidManifest(path: manifestURL.path, problems: [context.debugDescription.lowercased()])
        } catch let DecodingError.typeMismatch(_, context) {
            throw CorpusError.invalidManifest(
                path: manifestURL.path, problems: ["wrong type at \(codingPath(context.codingPath))"])
        } catch {
            throw CorpusError.invalidManifest(path: manifestURL.path, problems: ["\(error)"])
        }
        var problems = manifest.problems()
        // Languages go through the one resolver (`ja-JP` is `ja`, `zh-CN` is `zh-Hans`).
        var resolved = manifest
        for index in resolved.documents.indices {
            let written = resolved.documents[index].language.rawValue
            switch LanguageResolver.resolve(written) {
            case .exact: break
            case .mapped(_, let tag): resolved.documents[index].language = LanguageTag(tag)
            case .unusable(_, let reason): problems.append("document '\(resolved.documents[index].id)': \(reason)")
            }
        }
        if !problems.isEmpty { throw CorpusError.invalidManifest(path: manifestURL.path, problems: problems) }
        return LoadedCorpus(root: root, manifest: resolved)
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        "'" + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined() + "'"
    }
}
