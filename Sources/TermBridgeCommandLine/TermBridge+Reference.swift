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
        try replace(folder: folder, inputs: inputs) { write in try write(files) }
    }

    /// Replaces `folder` with the files `produce` hands to its argument, a batch at a time (as
    /// `HTMLRenderer.render(batchSize:_:)` gives them), so that the whole site need not be in memory.
    static func replace(
        folder: String, inputs: [String], producing produce: (_ write: ([String: String]) throws -> Void) throws -> Void
    ) throws {
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
            let previous = fm.fileExists(atPath: target.appendingPathComponent(marker).path) ? target : nil
            // Paths as strings, each folder created once: URL arithmetic and a directory check per
            // page were a third of writing an unchanged site.
            var folders: Set<String> = [""]
            let stagingPath = staging.path
            let previousPath = previous?.path
            try produce { files in
                for (path, text) in files {
                    let folder = (path as NSString).deletingLastPathComponent
                    if folders.insert(folder).inserted {
                        try fm.createDirectory(atPath: stagingPath + "/" + folder, withIntermediateDirectories: true)
                    }
                    let destination = stagingPath + "/" + path
                    var text = text
                    let linked = previousPath.map { previousPath in
                        let old = previousPath + "/" + path
                        return text.withUTF8 { Self.holds(old, $0) } && link(old, destination) == 0
                    }
                    if linked == true { continue }
                    try writeNew(destination, text)
                }
            }
            // The pages on the device before the swap, with one flush of the file system rather
            // than one per page (Foundation's `Data.write` waited for the device after each: 3,224
            // flushes for the perf corpus's site).
            if let failure = FileSystemSync.flush(fileSystemOf: stagingPath) {
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

    var description: String {
        switch self {
        case .notAFolder(let path): "'\(path)' is not a folder; --out names the folder the site is written into"
        case .notOurs(let path): "'\(path)' holds files termbridge did not write; choose an empty or new folder for --out"
        case .holdsInputs(let path): "'\(path)' holds documents of this run; choose another folder for --out"
        }
    }
}
