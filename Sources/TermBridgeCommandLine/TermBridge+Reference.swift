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

        @Option(name: .long, help: "The folder to write the site into (replaced as a whole).")
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

/// Writes a generated folder as a whole: into a new folder next to it, then swapped in, so that
/// readers never see half a site and pages of an earlier run do not linger. A folder that
/// TermBridge did not write (no marker file, not empty) is never replaced.
///
/// A page whose bytes are those of the folder being replaced is hard-linked into the new folder
/// rather than written: a build that changed one document changes a few of the perf corpus's 3,066
/// pages, and creating a file (a new inode) was most of the time spent writing the site.
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
        try replace(folder: folder, inputs: inputs, filling: { staging, previous in
            try produce { files in
                for (path, text) in files { try staging.place(path, text, previous: previous) }
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
        try replace(folder: folder, inputs: inputs, filling: { staging, previous in
            let old = previous.map { PageDigests(reading: $0 + "/" + pagesFile) } ?? PageDigests()
            var new = PageDigests()
            try produce(
                { path, digest in previous.map { old.holds(path, digest: digest, in: $0) } ?? false },
                { files in
                    for file in files {
                        if let text = file.text {
                            try staging.place(file.path, text, previous: previous)
                        } else {
                            // Only a page `unchanged` named comes without its text, and only with a folder to keep it from.
                            guard let previous else { throw SiteWriterError.pageWithoutText(file.path) }
                            try staging.keep(file.path, from: previous)
                        }
                        if let digest = file.digest { new.record(file.path, digest: digest, in: staging.path) }
                    }
                })
            try writeNew(staging.path + "/" + pagesFile, new.text)
        })
    }

    /// The file in a site's folder that lists its pages' digests (`PageDigests`).
    static let pagesFile = ".termbridge-pages"

    /// The folder being written, and the folders made in it so far.
    final class Staging {
        let path: String
        /// Paths as strings, each folder created once: URL arithmetic and a directory check per page
        /// were a third of writing an unchanged site.
        private var folders: Set<String> = [""]

        init(path: String) { self.path = path }

        /// The path of `relative` in the staging folder, its folder created.
        private func destination(_ relative: String) throws -> String {
            let folder = (relative as NSString).deletingLastPathComponent
            if folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
            }
            return path + "/" + relative
        }

        /// Places `text` at `relative`: hard-linked from `previous` when that folder's file holds
        /// those bytes, written otherwise.
        func place(_ relative: String, _ text: String, previous: String?) throws {
            let destination = try destination(relative)
            var text = text
            if let previous {
                let old = previous + "/" + relative
                if text.withUTF8({ SiteWriter.holds(old, $0) }) && link(old, destination) == 0 { return }
            }
            try writeNew(destination, text)
        }

        /// Places `previous`'s file at `relative`: hard-linked, or copied where the file system
        /// cannot link.
        func keep(_ relative: String, from previous: String) throws {
            let destination = try destination(relative)
            let old = previous + "/" + relative
            guard link(old, destination) != 0 else { return }
            try writeNew(destination, String(decoding: try FileInput.read(old), as: UTF8.self))
        }
    }

    /// Replaces `folder` with the files `fill` places in a staging folder (given the folder being
    /// replaced when it is a site this tool wrote), swapped in once complete.
    private static func replace(folder: String, inputs: [String], filling fill: (Staging, _ previous: String?) throws -> Void) throws {
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
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).new-\(UUID().uuidString)")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeNew(staging.path + "/" + marker, "written by termbridge reference; this folder is replaced as a whole\n")
            let previous = fm.fileExists(atPath: target.appendingPathComponent(marker).path) ? target.path : nil
            try fill(Staging(path: staging.path), previous)
            // The pages on the device before the swap, with one flush of the file system rather
            // than one per page (Foundation's `Data.write` waited for the device after each: 3,224
            // flushes for the perf corpus's site).
            if let failure = FileSystemSync.flush(fileSystemOf: staging.path) {
                throw FileAccessError(path: folder, errno: failure, writing: true)
            }
            if fm.fileExists(atPath: target.path) {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(UUID().uuidString)")
                try fm.moveItem(at: target, to: old)
                try fm.moveItem(at: staging, to: target)
                try? fm.removeItem(at: old)
            } else {
                try fm.moveItem(at: staging, to: target)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw FileAccessError(error, path: folder)
        }
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
