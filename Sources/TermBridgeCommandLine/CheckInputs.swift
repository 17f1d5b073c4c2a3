import Checks
import CorpusModel
import Crypto
import DocumentParsing
import Foundation
import LocalizationFormats
import TextKit

/// Turns the PATH arguments of `termbridge check` into documents to check.
///
/// - No path: every document of the bundled corpus manifest.
/// - A folder with `corpus.json`: every document of that manifest (id, language, kind, title and
///   parallel group from the manifest).
/// - Any other folder: every `*.txt`, `*.md`, `*.mdx` and `*.markdown` file under it (sorted; hidden
///   folders and `node_modules` left out: `files(under:where:)`). A file named
///   `NAME.LANG.txt` (`wwdc18-101.ja.txt`) has language `LANG` and belongs to the parallel group
///   of `NAME` in its folder; a file under a language folder (`content/ja/docs/pods.md`, as Hugo
///   and MkDocs sites keep translations) has that language and belongs to the group of its path
///   without that folder (`content/docs/pods`); a page of a Docusaurus site the group of its
///   default-locale path; an unmarked file the group its marked translations form at its path
///   (`guide/x.md` beside `guide/x.ja.md`), its language guessed by the parser; other files take
///   the language the parser guesses and no group. See `placements(of:under:)`.
/// - A file: its manifest entry when a `corpus.json` in one of its folders lists it, else as in a
///   plain folder.
///
/// A file that cannot be read or decoded is reported in `failures` and left out; the rest are
/// checked.
struct CheckInputs {
    /// The documents to check, each with its parsed records.
    var documents: [CheckedDocument] = []
    /// `path: error: …` messages for files that could not be read or decoded, and manifest
    /// entries that were left out.
    var failures: [String] = []
    /// Located warnings about inputs that were still checked (a NUL byte, an unknown language).
    var warnings: [String] = []
    /// The folders holding the checked corpora (where `.termbridge-ignore` files are looked up).
    var roots: [URL] = []
    /// The app string files (String Catalogs, XLIFF, `.strings`, `.stringsdict`); see
    /// `CheckInputs+AppStrings.swift`.
    var catalogs: [LocalizationFile] = []
    /// What identifies each document's parse, by document id: the SHA-256 of its bytes and the
    /// parse key (see `parseKey(for:)`). `termbridge build` stores both with the parsed document.
    var sources: [String: (contentHash: String, parseKey: String)] = [:]
    /// How many documents came from `cache` instead of the parser.
    var reused = 0

    /// The language tags recognised as a file-name suffix.
    static let fileLanguages: Set<String> = ["ja", "zh-Hans", "zh-Hant", "en", "ko"]

    /// One document file to read, with its manifest entry when a manifest lists it.
    struct Job {
        var url: URL
        var entry: CorpusManifest.Entry?
        /// The folder named on the command line the file was found under; nil for a file named itself.
        var root: URL?
        /// Where the file is among the folder's files (`placements(of:under:)`), for a file found under `root`.
        var placement: Placement?
    }

    /// The language and parallel group a file of a plain folder has by its place.
    struct Placement: Equatable {
        /// The language tag (`ja`, `zh-Hans`); nil for a page of the default language, which its
        /// place does not mark (`guide/x.md` beside `guide/x.ja.md`): the parser finds it.
        var language: String?
        /// The group: the file's path under `root` without the language and the extension
        /// (`guide/index` for `guide/index.ja.md`, `docs/pods` for `ja/docs/pods.md`).
        var group: String
        /// Whether a folder gave the language (the file's name then does not say it).
        var byFolder: Bool

        /// The name of the document at `url` (its id unless another file has it): the file's name
        /// without its extension, and the language after a dot when a folder gave it (`pods.ja`, as
        /// `NAME.LANG` files are named), so that the versions of a page keep distinct names.
        func name(of url: URL) -> String {
            let stem = url.deletingPathExtension().lastPathComponent
            guard byFolder, let language else { return stem }
            return stem + "." + language
        }
    }

    /// The placements of the files found under `root`, in order: each file's own
    /// (`placement(of:under:)`), and for a file its place does not mark, the group its path
    /// without the extension names when marked files form that group — the default language's
    /// page beside its translations (`guide/x.md` beside `guide/x.ja.md`, `docs/x.md` beside
    /// `ja/docs/x.md`, as MkDocs's suffix layout, VitePress and Starlight keep the default locale),
    /// its language left to the parser.
    static func placements(of urls: [URL], under root: URL) -> [Placement?] {
        var placed = urls.map { placement(of: $0, under: root) }
        let groups = Set(placed.compactMap { $0?.group })
        guard !groups.isEmpty else { return placed }
        let base = root.standardizedFileURL.pathComponents
        for (index, url) in urls.enumerated() where placed[index] == nil {
            let components = url.deletingPathExtension().standardizedFileURL.pathComponents
            guard components.count > base.count, Array(components.prefix(base.count)) == base else { continue }
            let group = components[base.count...].joined(separator: "/")
            if groups.contains(group) { placed[index] = Placement(language: nil, group: group, byFolder: false) }
        }
        return placed
    }

    /// Where a file found under `root` (nil: a file named itself) says its language: a `NAME.LANG`
    /// name (`LANG` one of `fileLanguages`, as written or as a tag resolving to one: `zh-hans`), or
    /// else the outermost folder under `root` named as a language tag that resolves to one of
    /// them (`ja`, `zh-cn`, `zh_CN`, `en-US`; two or three letters and one short subtag at most).
    /// The group is the file's path under `root` without that folder, its language suffix and
    /// its extension. Nil when neither says a language. A page of a Docusaurus site is placed by the
    /// site's layout instead (`docusaurusPlacement`).
    static func placement(of url: URL, under root: URL?) -> Placement? {
        let stem = url.deletingPathExtension()
        var folders: [String] = []
        if let root {
            let base = root.standardizedFileURL.pathComponents
            let components = stem.standardizedFileURL.pathComponents
            if components.count > base.count, Array(components.prefix(base.count)) == base {
                folders = Array(components[base.count..<(components.count - 1)])
            }
        }
        let known = knownLanguage
        if let root, let place = docusaurusPlacement(folders: folders, stem: stem.lastPathComponent, root: root) {
            return place
        }
        // The outermost language folder: the versions of a page differ by it only.
        var byFolder: String?
        var rest = folders
        if let index = folders.firstIndex(where: { isLanguageFolderName($0) && known($0) != nil }) {
            byFolder = known(folders[index])
            rest.remove(at: index)
        }
        if let language = known(stem.pathExtension) {
            return Placement(
                language: language, group: (rest + [stem.deletingPathExtension().lastPathComponent]).joined(separator: "/"),
                byFolder: false)
        }
        guard let byFolder else { return nil }
        let group = (rest + [stem.lastPathComponent]).joined(separator: "/")
        return Placement(language: byFolder, group: group, byFolder: true)
    }

    /// Whether a folder's name is shaped as a short language tag (`ja`, `zh-cn`, `pt_BR`, `zh-Hans`).
    static func isLanguageFolderName(_ name: String) -> Bool {
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard parts.count <= 2, let primary = parts.first, (2...3).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        guard parts.count == 2 else { return true }
        return (2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The files the PATH arguments name, before any is read: document files, app string files,
    /// the corpus roots, and the manifest issues found on the way.
    struct Collected {
        var jobs: [Job] = []
        var appStrings: [URL] = []
        var roots: [URL] = []
        var issues: [ManifestIssue] = []
    }

    /// Collects and parses the documents named by `paths` (the bundled corpus when empty).
    ///
    /// - Parameter allowingOutsideLinks: read manifest entries whose symbolic links lead outside
    ///   their corpus folder (refused by default).
    /// - Parameter cache: parsed documents of an earlier run, used for files whose bytes and parse
    ///   options are unchanged.
    /// - Parameter progress: called with the number of documents to read before the first, then
    ///   once per document read (from several threads).
    static func load(
        paths: [String], allowingOutsideLinks: Bool = false, cache: (any ParsedDocumentCache)? = nil,
        progress: (any ParseProgress)? = nil
    ) throws -> CheckInputs {
        load(try collect(paths: paths, allowingOutsideLinks: allowingOutsideLinks), cache: cache, progress: progress)
    }

    /// The files named by `paths` (the bundled corpus when empty), without reading them.
    static func collect(paths: [String], allowingOutsideLinks: Bool = false) throws -> Collected {
        var collected = Collected()
        let fm = FileManager.default
        if paths.isEmpty {
            let corpus = try CorpusLocator.load(nil, allowingOutsideLinks: allowingOutsideLinks)
            collected.issues += corpus.issues
            collected.roots.append(corpus.root)
            collected.jobs += corpus.manifest.documents.map { Job(url: corpus.url(of: $0), entry: $0) }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CheckCommandError.missingPath(path)
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if isDirectory.boolValue {
                collected.roots.append(url)
                if fm.fileExists(atPath: url.appendingPathComponent("corpus.json").path) {
                    let corpus = try CorpusLocator.load(url.path, allowingOutsideLinks: allowingOutsideLinks)
                    collected.issues += corpus.issues
                    collected.jobs += corpus.manifest.documents.map { Job(url: corpus.url(of: $0), entry: $0) }
                } else {
                    let files = documentFiles(under: url)
                    collected.jobs += zip(files, placements(of: files, under: url)).map {
                        Job(url: $0, entry: nil, root: url, placement: $1)
                    }
                }
                collected.appStrings += appStringFiles(under: url)
            } else if isAppStringFile(url) {
                collected.appStrings.append(url)
            } else {
                collected.jobs.append(Job(url: url, entry: manifestEntry(for: url)))
            }
        }
        var seen: Set<String> = []
        collected.jobs = collected.jobs.filter { seen.insert($0.url.resolvingSymlinksInPath().path).inserted }
        return collected
    }

    /// Reads and parses the collected files.
    static func load(
        _ collected: Collected, cache: (any ParsedDocumentCache)? = nil, progress: (any ParseProgress)? = nil
    ) -> CheckInputs {
        var inputs = CheckInputs()
        inputs.add(collected.issues)
        inputs.roots = collected.roots
        inputs.readAppStrings(collected.appStrings)
        let jobs = collected.jobs
        progress?.starting(jobs.count)
        let results = jobs.concurrentMap { job -> Result<Parsed, CheckCommandError> in
            defer { progress?.documentDone() }
            return Result { () throws(CheckCommandError) in try document(for: job, cache: cache) }
        }
        var ids: Set<String> = []
        for result in results {
            switch result {
            case .success(let parsed):
                var document = parsed.document
                if let warning = parsed.warning { inputs.warnings.append(warning) }
                if parsed.reused { inputs.reused += 1 }
                // Two loose files with the same name in different folders keep distinct ids.
                if !ids.insert(document.id).inserted {
                    document.id = document.path
                    ids.insert(document.id)
                }
                inputs.sources[document.id] = (parsed.contentHash, parsed.parseKey)
                inputs.documents.append(document)
            case .failure(let error):
                inputs.failures.append(error.description)
            }
        }
        return inputs
    }

    /// Files manifest issues: errors as failures, warnings as warnings.
    private mutating func add(_ issues: [ManifestIssue]) {
        for issue in issues {
            if issue.severity == .error { failures.append(issue.description) } else { warnings.append(issue.description) }
        }
    }

    /// The document files under a folder (`*.txt`, `*.md`, `*.mdx`, `*.markdown`; not `README.md`),
    /// sorted by path (`files(under:)`).
    static func documentFiles(under folder: URL) -> [URL] {
        files(under: folder) { url in
            documentExtensions.contains(url.pathExtension.lowercased()) && url.lastPathComponent != "README.md"
        }
    }

    /// The extensions of the document files a folder is searched for.
    static let documentExtensions: Set<String> = ["txt", "md", "mdx", "markdown", "vtt", "webvtt", "srt"]

    /// The files under a folder that `wanted` accepts, sorted by path. Hidden files and folders
    /// (`.git`, `.build`, `.docusaurus`, `.github`) and `node_modules` folders are not searched: they
    /// hold tools' and packages' files, not the corpus (a documentation site's `node_modules` holds
    /// thousands of other projects' Markdown files).
    static func files(under folder: URL, where wanted: (URL) -> Bool) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == "node_modules", (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                enumerator.skipDescendants()
                continue
            }
            if wanted(url) { files.append(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The manifest entry of a file, from a `corpus.json` in the file's folder or a parent folder.
    static func manifestEntry(for url: URL) -> CorpusManifest.Entry? {
        var folder = url.deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("corpus.json").path),
                let corpus = try? CorpusLocator.load(folder.path)
            {
                let target = url.resolvingSymlinksInPath().path
                return corpus.manifest.documents.first { corpus.url(of: $0).resolvingSymlinksInPath().path == target }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The path to show for a file: relative to the working folder when it is inside it.
    static func displayPath(_ url: URL) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// One file read and parsed.
    private struct Parsed {
        var document: CheckedDocument
        /// Locates a NUL byte in UTF-8 text.
        var warning: String?
        var contentHash: String
        var parseKey: String
        /// Whether the parsed records came from the cache.
        var reused: Bool
    }

    /// The parse key of a document: what, besides its bytes, decides its parsed records — the
    /// tool's version and executable (a rebuilt parser may parse differently) and the options.
    static func parseKey(for options: DocumentParser.Options) -> String {
        [
            TermBridge.version, executableIdentity, options.id ?? "", options.language?.rawValue ?? "", options.title ?? "",
            options.shape.map { "\($0)" } ?? "",
        ].joined(separator: "\u{1F}")
    }

    /// The running executable's size and modification time, which change whenever it is rebuilt.
    static let executableIdentity: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)#\(size)#\(modified)"
    }()

    /// Reads, decodes and parses one file (or takes its records from `cache`).
    private static func document(for job: Job, cache: (any ParsedDocumentCache)?) throws(CheckCommandError) -> Parsed {
        let path = displayPath(job.url)
        let data: Data
        do {
            data = try FileInput.read(job.url.path)
        } catch {
            throw .unreadable(path: path, reason: "cannot read the file: \(error.reason)")
        }
        let text: String
        var warning: String?
        do {
            let decoded = try TextDecoding.decode(data.withUnsafeBytes { [UInt8]($0) }, source: path)
            text = decoded.text
            if let offset = decoded.nulByteOffset, let line = decoded.nulLine {
                warning = "\(path):\(line):1: warning: NUL byte at byte offset \(offset); the file was read as UTF-8 without its NUL bytes"
            }
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        var options = DocumentParser.Options()
        var id = job.url.deletingPathExtension().lastPathComponent
        var group: String?
        if let entry = job.entry {
            options.id = entry.id
            options.language = entry.language
            options.title = entry.title
            options.shape = DocumentShape(kind: entry.kind)
            id = entry.id
            group = entry.parallel
        } else {
            if let place = job.root == nil ? placement(of: job.url, under: nil) : job.placement {
                options.language = place.language.map { LanguageTag($0) }
                group = place.group
                id = place.name(of: job.url)
            }
            options.id = id
        }
        let contentHash = hex(SHA256.hash(data: data))
        let key = parseKey(for: options)
        let cached = cache?.document(path: path, contentHash: contentHash, parseKey: key, text: text)
        let parsed = cached ?? DocumentParser.parse(text: text, source: path, options: options)
        let checked = CheckedDocument(
            id: id, path: path, language: parsed.language.rawValue, parallelGroup: group, text: text, document: parsed)
        return Parsed(document: checked, warning: warning, contentHash: contentHash, parseKey: key, reused: cached != nil)
    }
}

/// Parsed documents kept from an earlier run (the index of `termbridge build`).
protocol ParsedDocumentCache: Sendable {
    /// The records parsed from `path` when its bytes hashed to `contentHash` and it was parsed
    /// with `parseKey`; nil when there are none. `text` is the file's text, decoded from those bytes
    /// (the records' paragraphs share it).
    func document(path: String, contentHash: String, parseKey: String, text: String) -> Document?
}

/// Receives the progress of reading documents (from several threads at once).
public protocol ParseProgress: Sendable {
    func starting(_ documents: Int)
    func documentDone()
}

/// Errors of `termbridge check` that stop the run or a document.
enum CheckCommandError: Error, CustomStringConvertible {
    case missingPath(String)
    case unreadable(path: String, reason: String)

    var description: String {
        switch self {
        case .missingPath(let path): "no such file or folder '\(path)'"
        case .unreadable(let path, let reason): "\(path):1:1: error: \(reason); the document was not checked"
        }
    }
}
