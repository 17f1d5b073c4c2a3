import ArgumentParser
import CorpusModel
import DocumentParsing
import Foundation
import TextKit

extension TermBridge {
    /// `termbridge parse`: parses corpus files into records.
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse",
            abstract: "Parse corpus files (session pages, articles, translations, subtitle transcripts) into records.",
            discussion: """
                Prints one record per file (a JSON array with --format json). Diagnostics go to standard \
                error as 'path:line:col: warning: message'. The exit code is 1 only when a file could not \
                be read or decoded at all; every other file is still parsed.
                """)

        @Argument(help: "Files to parse; a folder stands for its documents (as with --corpus-path).")
        var files: [String] = []

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(name: .long, help: "Force the document shape: session, article, translation, subtitle, cues (WebVTT, SubRip) or markdown.")
        var shape: String?

        @Flag(name: .long, help: "Parse every document of the corpus manifest (the bundled one unless --corpus-path).")
        var corpus = false

        @Option(name: .customLong("corpus-path"), help: "The corpus folder for --corpus and manifest look-ups (with a corpus.json, or any folder of NAME.LANG.md/.txt files).")
        var corpusPath: String?

        @Flag(name: .customLong("allow-outside-links"), help: "Read manifest documents whose symbolic links lead outside the corpus folder.")
        var allowOutsideLinks = false

        func validate() throws {
            if files.isEmpty && !corpus { throw ValidationError("give FILE arguments or --corpus") }
            if let shape {
                do { _ = try DocumentShape(argument: shape) } catch { throw ValidationError(error.description) }
            }
        }

        func run() throws {
            try runReportingErrors {
                let forcedShape = try shape.map { name throws(ParseError) in try DocumentShape(argument: name) }
                var jobs: [(path: String, entry: CorpusManifest.Entry?)] = []
                var failed = false
                let loaded = try? CorpusLocator.load(corpusPath, allowingOutsideLinks: allowOutsideLinks)
                // A folder argument is a corpus of its own (`parse --corpus docs` as well as
                // `parse docs`): its manifest, or its files as `check` reads a plain folder.
                let folders = files.filter { CorpusLocator.isFolder(URL(fileURLWithPath: $0)) }
                for folder in folders {
                    let loaded = try CorpusLocator.load(folder, allowingOutsideLinks: allowOutsideLinks)
                    failed = loaded.reportIssues() || failed
                    if loaded.manifest.documents.isEmpty {
                        // As `corpus` and `check` say: an empty folder is an error, never a silent success.
                        printError("error: no document in '\(loaded.root.path)' (expected a corpus.json or *.txt and *.md files)")
                        failed = true
                    }
                    jobs += loaded.manifest.documents.map { (loaded.url(of: $0).path, $0) }
                }
                if corpus && (folders.isEmpty || corpusPath != nil) {
                    let loaded = try CorpusLocator.load(corpusPath, allowingOutsideLinks: allowOutsideLinks)
                    failed = loaded.reportIssues() || failed
                    jobs += loaded.manifest.documents.map { (loaded.url(of: $0).path, $0) }
                }
                for file in files where !folders.contains(file) {
                    jobs.append((file, loaded.flatMap { manifestEntry(for: file, in: $0) }))
                }
                var documents: [Document] = []
                for job in jobs {
                    let bytes: [UInt8]
                    do {
                        bytes = try [UInt8](FileInput.read(job.path))
                    } catch {
                        printError("\(job.path):1:1: error: cannot read file: \(FileAccessError(error, path: job.path).reason)")
                        failed = true
                        continue
                    }
                    var options = DocumentParser.Options(shape: forcedShape)
                    if let entry = job.entry {
                        options.id = entry.id
                        options.language = entry.language
                        options.title = entry.title
                        if forcedShape == nil { options.shape = DocumentShape(kind: entry.kind) }
                    }
                    let document = DocumentParser.parse(bytes: bytes, source: job.path, options: options)
                    for diagnostic in document.diagnostics {
                        printError("\(job.path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
                        if diagnostic.severity == .error { failed = true }
                    }
                    documents.append(document)
                }
                switch format {
                case .json:
                    if documents.count == 1 && !corpus {
                        print(try JSONOutput.encode(documents[0]))
                    } else {
                        print(try JSONOutput.encode(documents))
                    }
                case .text:
                    for document in documents { printText(Self.summary(of: document)) }
                }
                if failed { throw ExitCode.failure }
            }
        }

        /// The manifest entry whose file is `path`, so that its id, language and kind apply.
        func manifestEntry(for path: String, in loaded: LoadedCorpus) -> CorpusManifest.Entry? {
            let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            return loaded.manifest.documents.first {
                loaded.url(of: $0).standardizedFileURL.resolvingSymlinksInPath().path == target
            }
        }

        static func summary(of d: Document) -> String {
            var lines = ["\(d.id)  \(d.language.rawValue)  \(d.kind.rawValue)  \(d.title)"]
            lines.append("  \(d.paragraphs.count) paragraphs, \(d.segments.count) segments, \(d.sections.count) sections, \(d.chapters.count) chapters, \(d.resources.count) resources, \(d.codeListings.count) code listings")
            lines.append("  \(d.apiMentions.count) API mentions (\(Set(d.apiMentions.map(\.symbol)).count) distinct), \(d.availability.count) availability facts, \(d.numbers.count) numbers, \(d.glosses.count) glosses")
            for fact in d.availability {
                let version = fact.upperVersion.map { "\(fact.version)~\($0)" } ?? fact.version
                lines.append("  availability  \(fact.platform) \(version) \(fact.relation.rawValue)\(fact.subject.map { " (\($0))" } ?? "")  line \(fact.line)")
            }
            for gloss in d.glosses { lines.append("  gloss  \(gloss.text) = \(gloss.english)  line \(gloss.line)") }
            return lines.joined(separator: "\n")
        }
    }
}
