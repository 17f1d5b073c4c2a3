import ArgumentParser
import CorpusModel
import Foundation

extension TermBridge {
    /// `termbridge corpus`: lists the documents of a corpus.
    struct Corpus: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "corpus",
            abstract: "List the documents of a corpus with language, kind, size and title.")

        @Argument(help: "The corpus folder: with a corpus.json, or any folder of documents (NAME.LANG.md/.txt).")
        var folder: String?

        @Option(name: .long, help: "The corpus folder (as FOLDER); defaults to the bundled Corpus/.")
        var corpus: String?

        func validate() throws {
            if folder != nil, corpus != nil { throw ValidationError("give the corpus folder once: FOLDER or --corpus") }
        }

        @Option(name: .long, help: "Output format: text or json.")
        var format: OutputFormat = .text

        struct Row: Encodable {
            let id: String
            let path: String
            let language: LanguageTag
            let kind: DocumentKind
            let title: String
            let parallel: String?
            let source: String
            let bytes: Int
        }

        func run() throws {
            try runReportingErrors {
                let loaded = try CorpusLocator.load(folder ?? corpus)
                let leftOut = loaded.reportIssues()
                var missing: [String] = []
                let rows = loaded.manifest.documents.map { entry -> Row in
                    let path = loaded.url(of: entry).path
                    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
                    if size == nil { missing.append(path) }
                    return Row(
                        id: entry.id, path: entry.path, language: entry.language, kind: entry.kind, title: entry.title,
                        parallel: entry.parallel, source: entry.source, bytes: size ?? 0)
                }
                if rows.isEmpty && !leftOut {
                    printError("error: no document in '\(loaded.root.path)' (expected a corpus.json or *.txt and *.md files)")
                    throw ExitCode.failure
                }
                switch format {
                case .json:
                    struct Listing: Encodable { let documents: [Row] }
                    print(try JSONOutput.encode(Listing(documents: rows)))
                case .text:
                    let idWidth = rows.map(\.id.count).max() ?? 2
                    for row in rows {
                        let id = row.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                        let language = row.language.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                        let kind = row.kind.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)
                        let size = String(row.bytes).leftPadded(to: 7)
                        printText("\(id)  \(language)\(kind)\(size)  \(row.title)")
                    }
                    let total = rows.reduce(0) { $0 + $1.bytes }
                    printError("\(rows.count) documents, \(total) bytes in '\(loaded.root.path)'")
                }
                for path in missing { printError("warning: document file '\(path)' is missing") }
                if !missing.isEmpty || leftOut { throw ExitCode.failure }
            }
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
