import ArgumentParser
import Checks
import Foundation
import ReferenceSite
import TextKit

extension TermBridge {
    /// `termbridge reference`: the bilingual API reference site.
    struct Reference: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reference",
            abstract: "Generate the bilingual API reference: a page per API symbol, glossary concept and document.",
            discussion: """
                Reads the corpus (the bundled one with no PATH), the glossary and the offer model, aligns the \
                language versions, checks and verifies them, and writes a static site under --out: a page per \
                API symbol (kind, owner, availability from the model with a warning where a document says \
                otherwise, the concept's terms, the Japanese and Chinese sentences side by side with their \
                document:line, code listings, related symbols), per glossary concept (terms with status, \
                definition, contexts, symbols, occurrences, findings) and per document, index pages in each \
                language's collation order, and a search box that works offline. Open index.html in a browser.

                --format markdown writes the same pages as Markdown; --format json writes reference.json, the \
                data behind both (Documentation/Reference.md describes it).
                """)

        @Argument(help: "Files or folders; defaults to the bundled Corpus/.")
        var paths: [String] = []

        @Option(name: .long, help: "A TBX file or folder; defaults to every *.tbx in the bundled Glossary/.")
        var glossary: String?

        @Option(name: .long, help: "The folder to write the site into (files in it that the run does not make are removed).")
        var out: String = ".termbridge/site"

        @Option(name: .long, help: "html, markdown or json.")
        var format: String = "html"

        @Option(name: .long, help: "The languages shown side by side, comma-separated.")
        var langs: String = "ja,zh-Hans"

        func validate() throws {
            guard ["html", "markdown", "json"].contains(format) else {
                throw ValidationError("unknown format '\(format)' (expected html, markdown or json)")
            }
            guard !languages.isEmpty else { throw ValidationError("--langs names no language") }
        }

        var languages: [String] {
            langs.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        func run() throws {
            try runReportingErrors {
                let start = Date()
                var options = CheckRun.Options()
                options.paths = paths
                options.glossary = glossary
                options.verifyingClaims = true
                options.keptPhrases = .shownInReference(languages: languages)
                let outcome = try CheckRun(options: options).run(notice: printError)
                let known = Set(outcome.documents.map(\.language))
                for language in languages where !known.contains(language) {
                    printError("warning: no document of the corpus is in '\(language)' (--langs); its column stays empty")
                }
                let model = ReferenceBuilder(
                    glossary: outcome.glossary, documents: outcome.documents, alignedPhrases: outcome.alignedPhrases,
                    findings: outcome.report.diagnostics, claims: outcome.claims ?? [], languages: languages,
                    generator: TermBridge.version
                ).build()
                var fileCount = 0
                try SiteWriter.replace(folder: out, inputs: outcome.readFiles) { write in
                    func counted(_ files: [String: String]) throws {
                        fileCount += files.count
                        try write(files)
                    }
                    switch format {
                    case "json": try counted(["reference.json": model.json()])
                    case "markdown": try counted(MarkdownRenderer(model: model).render())
                    // A batch of pages at a time, as `build` writes its site.
                    default: try HTMLRenderer(model: model).render(counted)
                    }
                }
                let entry = format == "json" ? "reference.json" : format == "markdown" ? "index.md" : "index.html"
                printError(
                    "wrote \(fileCount) files to '\(out)' in \(String(format: "%.1f", Date().timeIntervalSince(start))) s: "
                        + "\(model.symbols.count) symbols, \(model.concepts.count) concepts, \(model.documents.count) documents; open \((out as NSString).appendingPathComponent(entry))")
            }
        }
    }
}

/// Writes a generated folder. A new one is written whole into a folder next to it and then moved
/// into place, so a reader never sees half of it. A folder written before is updated in place: a
/// page whose bytes are unchanged is left alone, a changed one is replaced atomically (written
/// beside it, then renamed over it: a reader sees the old page or the new one, never half of one),
/// and the files a run does not make are removed. A build that changed one document changes a few
/// of the perf corpus's 3,066 pages; making the folder again with a hard link to every kept page, and
/// removing the old one, was about a quarter of such a build's site thread. A folder that TermBridge
/// did not write (no marker file, not empty) is never touched.
///
/// An update stopped midway (the process killed) leaves a folder without its digests file
/// (`pagesFile`, removed first and written last): the next run then compares every page it makes
/// with the file there and removes whatever it did not make, so it ends with the site a clean run
/// writes.
enum SiteWriter {
    static let marker = ".termbridge-site"

    static func replace(folder: String, with files: [String: String], inputs: [String]) throws {
        try replace(folder: folder, inputs: inputs, producing: { write in try write(files) })
    }

    /// Replaces `folder` with the files `produce` hands to its argument, a batch at a time (as
    /// `HTMLRenderer.render(batchSize:_:)` gives them), so that the whole site need not be in memory.
    static func replace(
        folder: String, inputs: [String], producing produce: (_ write: ([String: String]) throws -> Void) throws -> Void
    ) throws {
        try replace(folder: folder, inputs: inputs, filling: { staging in
            try produce { files in
                for (path, text) in files { try staging.place(path, text) }
            }
        })
    }

    /// As `replace(folder:inputs:producing:)`, for pages that come with a digest of what they are
    /// made from (`HTMLRenderer.render(batchSize:salt:unchanged:_:)`): `produce` is given whether the
    /// folder being replaced holds a page as it was written with a digest (`unchanged`), and a page
    /// handed over without its text is that folder's. The digests are kept in the folder
    /// (`pagesFile`) with each page's size and modification time, so that a page changed since it was
    /// written is made again.
    static func replace(
        folder: String, inputs: [String],
        renderingPages produce: (_ unchanged: (String, String) -> Bool, _ write: ([HTMLRenderer.File]) throws -> Void) throws -> Void
    ) throws {
        try replace(folder: folder, inputs: inputs, filling: { staging in
            let old = staging.previousDigests ?? PageDigests()
            var new = PageDigests()
            try produce(
                { path, digest in staging.inPlace && old.holds(path, digest: digest, in: staging.path) },
                { files in
                    for file in files {
                        if let text = file.text {
                            try staging.place(file.path, text)
                            if let digest = file.digest { new.record(file.path, digest: digest, in: staging.path) }
                        } else {
                            // Only a page `unchanged` named comes without its text: the earlier site's, as recorded.
                            try staging.keep(file.path)
                            new.keep(file.path, from: old)
                        }
                    }
                })
            // Written last (an update removed the earlier one first).
            try SiteWriter.writeReplacing(staging.path + "/" + pagesFile, new.text)
        })
    }

    /// The file in a site's folder that lists its pages' digests (`PageDigests`).
    static let pagesFile = ".termbridge-pages"

    /// The folder being written (a new one, or the earlier site updated in place), and the folders
    /// made in it so far.
    final class Staging {
        let path: String
        /// The earlier site's page digests (its `pagesFile`, read before the update removed it) when
        /// `path` is that site, updated in place; nil for a new folder.
        let previousDigests: PageDigests?
        /// Whether `path` is the earlier site, updated in place.
        var inPlace: Bool { previousDigests != nil }
        /// The files placed or kept, by path relative to `path`.
        private(set) var placed: Set<String> = []
        /// Paths as strings, each folder created once: URL arithmetic and a directory check per page
        /// were a third of writing an unchanged site.
        private var folders: Set<String> = [""]

        init(path: String, updating previousDigests: PageDigests? = nil) {
            self.path = path
            self.previousDigests = previousDigests
        }

        /// The path of `relative` in the folder, its folder created.
        private func destination(_ relative: String) throws -> String {
            let folder = (relative as NSString).deletingLastPathComponent
            if folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
            }
            return path + "/" + relative
        }

        /// Places `text` at `relative`: in place, left alone when the file there holds those bytes
        /// and replaced otherwise; in a new folder, written.
        func place(_ relative: String, _ text: String) throws {
            placed.insert(relative)
            guard inPlace else { return try writeNew(try destination(relative), text) }
            var text = text
            if text.withUTF8({ SiteWriter.holds(path + "/" + relative, $0) }) { return }
            try SiteWriter.writeReplacing(try destination(relative), text)
        }

        /// Keeps the earlier site's file at `relative` as it is.
        func keep(_ relative: String) throws {
            guard inPlace else { throw SiteWriterError.pageWithoutText(relative) }
            placed.insert(relative)
        }
    }

    static let markerText = "written by termbridge; the files in this folder that a run does not make are removed\n"

    /// Writes `folder` with the files `fill` places in a `Staging`: a new folder written next to it
    /// and swapped in once complete, or the earlier site (when TermBridge wrote it) updated in place.
    private static func replace(folder: String, inputs: [String], filling fill: (Staging) throws -> Void) throws {
        let fm = FileManager.default
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SiteWriterError.notAFolder(folder) }
            let contents = (try? fm.contentsOfDirectory(atPath: target.path)) ?? []
            guard contents.isEmpty || contents.contains(marker) else { throw SiteWriterError.notOurs(folder) }
        }
        let inputPaths = Set(inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        if inputPaths.contains(where: { $0.hasPrefix(target.path + "/") }) { throw SiteWriterError.holdsInputs(folder) }
        let parent = target.deletingLastPathComponent()
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        // Leftovers of a run that was killed between writing and swapping.
        for name in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(".\(target.lastPathComponent).new-") || name.hasPrefix(".\(target.lastPathComponent).old-") {
            try? fm.removeItem(at: parent.appendingPathComponent(name))
        }
        if fm.fileExists(atPath: target.appendingPathComponent(marker).path) {
            try update(target.path, filling: fill)
            return
        }
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).new-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeNew(staging.path + "/" + marker, markerText)
            try fill(Staging(path: staging.path))
            // The pages on the device before the swap, with one flush of the file system rather
            // than one per page (Foundation's `Data.write` waited for the device after each: 3,224
            // flushes for the perf corpus's site).
            if let failure = FileSystemSync.flush(fileSystemOf: staging.path) {
                throw FileAccessError(path: folder, errno: failure, writing: true)
            }
            if fm.fileExists(atPath: target.path) {
                // An empty folder (a site folder always holds its marker).
                try fm.removeItem(at: target)
            }
            try fm.moveItem(at: staging, to: target)
        } catch {
            try? fm.removeItem(at: staging)
            throw FileAccessError(error, path: folder)
        }
    }

    /// Updates the site at `folder` in place (see `SiteWriter`).
    private static func update(_ folder: String, filling fill: (Staging) throws -> Void) throws {
        do {
            // Read, then removed before anything changes: an update stopped before the end leaves no
            // digests to trust.
            let digests = folder + "/" + pagesFile
            let previous = PageDigests(reading: digests)
            if unlink(digests) != 0 && errno != ENOENT { throw FileAccessError(path: digests, errno: errno, writing: true) }
            let staging = Staging(path: folder, updating: previous)
            try fill(staging)
            // What this run did not make goes: the pages of documents no longer in the corpus, and
            // the half-written files of a run that was stopped.
            let kept = staging.placed.union([marker, pagesFile])
            let (files, folders) = try entries(under: folder)
            for file in files where !kept.contains(file) {
                if unlink(folder + "/" + file) != 0 && errno != ENOENT {
                    throw FileAccessError(path: folder + "/" + file, errno: errno, writing: true)
                }
            }
            // Deepest first; a folder that still holds a file stays.
            for subfolder in folders.sorted(by: >) { rmdir(folder + "/" + subfolder) }
            if let failure = FileSystemSync.flush(fileSystemOf: folder) {
                throw FileAccessError(path: folder, errno: failure, writing: true)
            }
        } catch {
            throw FileAccessError(error, path: folder)
        }
    }

    /// The files (anything not a folder) and the folders under `folder`, by path relative to it,
    /// read from the folders' entries without a status call per file.
    static func entries(under folder: String) throws(FileAccessError) -> (files: [String], folders: [String]) {
        var files: [String] = []
        var folders: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(path) else { throw FileAccessError(path: path, errno: errno, writing: false) }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = lstat(folder + "/" + child, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder {
                    folders.append(child)
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
        return (files, folders)
    }
}

/// The digest of each page of a site as written (`HTMLRenderer.File.digest`), with the page's size
/// and modification time then: a page whose digest is unchanged is kept only while its file is as
/// written. One line per page: digest, size, seconds and nanoseconds of the modification time, path,
/// separated by tabs. A line that does not read so is ignored (its page is made again).
struct PageDigests {
    struct Entry: Equatable {
        var digest: String
        var size: Int
        var modified: Int
        var modifiedNanoseconds: Int
    }

    private(set) var entries: [String: Entry] = [:]

    init() {}

    init(reading path: String) {
        guard let data = try? FileInput.read(path) else { return }
        // Read as bytes: splitting the text by characters took as long as digesting every page.
        let bytes = [UInt8](data)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
            func number(_ field: ArraySlice<UInt8>) -> Int? {
                guard !field.isEmpty, field.count < 19, field.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
                return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            }
            guard fields.count == 5, let size = number(fields[1]), let seconds = number(fields[2]), let nanoseconds = number(fields[3])
            else { continue }
            entries[String(decoding: fields[4], as: UTF8.self)] = Entry(
                digest: String(decoding: fields[0], as: UTF8.self), size: size, modified: seconds, modifiedNanoseconds: nanoseconds)
        }
    }

    /// The size and modification time of the regular file at `path`.
    static func status(of path: String) -> (size: Int, modified: Int, nanoseconds: Int)? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    }

    /// Whether the page at `relative` in `folder` was written with `digest` and is as written.
    func holds(_ relative: String, digest: String, in folder: String) -> Bool {
        guard let entry = entries[relative], entry.digest == digest, let status = Self.status(of: folder + "/" + relative) else {
            return false
        }
        return status.size == entry.size && status.modified == entry.modified && status.nanoseconds == entry.modifiedNanoseconds
    }

    /// Records the page at `relative` as `old` recorded it (a page kept as it was).
    mutating func keep(_ relative: String, from old: PageDigests) {
        if let entry = old.entries[relative] { entries[relative] = entry }
    }

    /// Records the page at `relative` in `folder`, as it is now, under `digest`.
    mutating func record(_ relative: String, digest: String, in folder: String) {
        guard let status = Self.status(of: folder + "/" + relative) else { return }
        entries[relative] = Entry(digest: digest, size: status.size, modified: status.modified, modifiedNanoseconds: status.nanoseconds)
    }

    /// The file's text, in path order.
    var text: String {
        entries.keys.sorted().map { path in
            let e = entries[path]!
            return "\(e.digest)\t\(e.size)\t\(e.modified)\t\(e.modifiedNanoseconds)\t\(path)\n"
        }.joined()
    }
}

extension SiteWriter {
    /// Replaces the file at `path` with one holding `text`, atomically: written beside it under a
    /// name that the next update of the folder removes if it is left behind, then renamed over it.
    static func writeReplacing(_ path: String, _ text: String) throws(FileAccessError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.termbridge-new-\(getpid())-" + (path as NSString).lastPathComponent
        try writeNew(temporary, text)
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileAccessError(path: path, errno: failure, writing: true)
        }
    }

    /// Writes `text` to a new file at `path` (the permissions a new file gets from the umask), without
    /// waiting for the device: `replace` flushes the whole staging folder once before swapping it in.
    static func writeNew(_ path: String, _ text: String) throws(FileAccessError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileAccessError(path: path, errno: errno, writing: true) }
        var text = text
        var failure = text.withUTF8 { FileOutput.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure { throw FileAccessError(path: path, errno: failure, writing: true) }
    }

    /// Whether the regular file at `path` holds exactly `bytes` (read with the system calls:
    /// Foundation's `contents(atPath:)` and `linkItem` were most of the time spent on a site of
    /// unchanged pages).
    static func holds(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        guard bytes.count > 0, let base = bytes.baseAddress else { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < bytes.count {
            let got = read(descriptor, buffer.baseAddress! + filled, bytes.count - filled)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            filled += got
        }
        return memcmp(buffer.baseAddress!, base, bytes.count) == 0
    }
}

enum SiteWriterError: Error, CustomStringConvertible {
    case notAFolder(String)
    case notOurs(String)
    case holdsInputs(String)
    case pageWithoutText(String)

    var description: String {
        switch self {
        case .notAFolder(let path): "'\(path)' is not a folder; --out names the folder the site is written into"
        case .notOurs(let path): "'\(path)' holds files termbridge did not write; choose an empty or new folder for --out"
        case .holdsInputs(let path): "'\(path)' holds documents of this run; choose another folder for --out"
        case .pageWithoutText(let path): "the page '\(path)' was handed over without its text, and there is no earlier site to keep it from"
        }
    }
}
