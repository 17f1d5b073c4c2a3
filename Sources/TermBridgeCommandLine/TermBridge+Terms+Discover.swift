import AlignmentKit
import ArgumentParser
import Foundation
import TextKit

extension TermBridge.Terms {
    /// `termbridge terms discover A B`: proposes ja ↔ zh-Hans term pairs from an alignment.
    struct Discover: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "discover",
            abstract: "Propose Japanese ↔ Chinese term pairs from two aligned documents, or from every pair in a folder.",
            discussion: """
                Aligns the documents at phrase level, counts candidate terms over the aligned pairs — \
                compounds included, across Latin words and the Japanese の — and ranks pairs by \
                association (Dice with competitive linking) boosted by shared Han characters, katakana \
                that sounds like a Latin token and parenthesised English glosses, times termhood: \
                compounds rank higher, words used as verbs or adjectives lower, and a piece of a longer \
                candidate that never occurs without it is left out.

                Given a folder, every NAME.ja / NAME.zh-Hans pair under it (.md, .txt and the other \
                document files) is aligned, and the candidates are counted over the aligned phrases of \
                all of them: a term a corpus uses across its pages is found with the evidence of every \
                page. ('terms discover docs/ --export tbx new-terms.tbx')
                """
        )

        @Argument(help: "One language version (Japanese or Chinese), or a folder of NAME.ja / NAME.zh-Hans documents.")
        var first: String
        @Argument(help: "The other language version (not with a folder).") var second: String?
        @Option(help: "A TBX glossary file or folder whose ja × zh-Hans terms are known pairs (default: the bundled Glossary/).")
        var glossary: String?
        @Flag(help: "Do not read a TBX glossary.") var noGlossary = false
        @Option(help: "More known pairs to leave out and to use as anchors: a UTF-8 file of 'ja<TAB>zh-Hans' lines.")
        var glossaryPairs: String?
        @Option(help: "How many candidates to show.") var top: Int = 30
        @Option(help: "Output format: text or json.") var format: OutputFormat = .text
        @Option(help: "Write the candidates to a file: 'tbx'.") var export: String?
        @Argument(help: "The file to export to (with --export tbx).") var exportFile: String?

        /// Whether `first` names a folder.
        var isFolder: Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && isDirectory.boolValue
        }

        /// The file `--export` writes: after a folder, the one positional argument that follows it.
        var exportTarget: String? { isFolder ? exportFile ?? second : exportFile }

        func validate() throws {
            if let export, export != "tbx" {
                throw ValidationError("unknown export format '\(export)'; expected 'tbx'")
            }
            if !isFolder, second == nil {
                throw ValidationError("give the other language version of '\(first)', or a folder of document pairs")
            }
            if export != nil, exportTarget == nil { throw ValidationError("--export tbx needs a file to write") }
            if noGlossary, glossary != nil { throw ValidationError("--glossary and --no-glossary cannot be used together") }
            if top < 1 { throw ValidationError("--top must be at least 1") }
        }

        func run() throws {
            try runReportingErrors {
                let candidates: [TermCandidate]
                let source: String
                let inputs: [String]
                if isFolder {
                    if second != nil, exportFile != nil || export == nil {
                        throw InputError(
                            description: "'\(first)' is a folder: its ja and zh-Hans documents are paired by name; give no second document")
                    }
                    let found = FolderPairs(folder: URL(fileURLWithPath: first), sourceLanguage: "ja", targetLanguage: "zh-Hans")
                    guard !found.pairs.isEmpty else {
                        throw FolderPairs.NoPairs(folder: first, sourceLanguage: "ja", targetLanguage: "zh-Hans")
                    }
                    inputs = found.pairs.flatMap { [$0.source, $0.target] }
                    let known = try GlossaryTermPairs.load(glossary: glossary, disabled: noGlossary, tsv: glossaryPairs, documents: inputs)
                    let discovered = try Self.discover(pairs: found.pairs, known: known, top: top)
                    for message in discovered.messages { printError("warning: \(message)") }
                    printError(
                        "\(found.pairs.count) document pair\(found.pairs.count == 1 ? "" : "s"), \(discovered.phrases) aligned phrase pairs"
                            + (found.unpaired.isEmpty ? "" : "; \(found.unpaired.count) without a counterpart: \(found.unpaired.prefix(5).joined(separator: ", "))"
                                + (found.unpaired.count > 5 ? ", …" : "")))
                    candidates = discovered.candidates
                    source = "the \(found.pairs.count) ja/zh-Hans document pairs in \(first)"
                } else {
                    let second = second ?? ""
                    inputs = [first, second]
                    let known = try GlossaryTermPairs.load(glossary: glossary, disabled: noGlossary, tsv: glossaryPairs, documents: inputs)
                    let (found, jaPath, zhPath, messages) = try Self.discover(first, second, known: known, top: top)
                    for message in messages { printError("warning: \(message)") }
                    candidates = found
                    source = "\(jaPath) and \(zhPath)"
                }
                switch format {
                case .json:
                    struct Report: Encodable { var candidates: [TermCandidate] }
                    print(try JSONOutput.encode(Report(candidates: candidates)))
                case .text:
                    for (i, c) in candidates.enumerated() {
                        printText(
                            "\(i + 1). \(c.ja) ⟷ \(c.zhHans)\(c.en.map { " (\($0))" } ?? "")  score \(String(format: "%.3f", c.score)), \(c.count)×"
                        )
                        if let example = c.examples.first { printText("     e.g. \(example)") }
                    }
                }
                if let exportFile = exportTarget {
                    let text = DiscoveredTermsTBX.tbx(candidates, sourceDescription: "Term pairs discovered by termbridge from \(source).")
                    try FileOutput.writeAtomically(
                        text, to: exportFile,
                        inputs: inputs + (noGlossary ? [] : try GlossaryLoader.files(glossary)) + (glossaryPairs.map { [$0] } ?? []))
                    printError("wrote \(candidates.count) candidates to \(exportFile)")
                }
            }
        }

        /// Aligns two language versions (either order) at phrase level and proposes glossary entries
        /// from the linked beads (``TermDiscovery/Ranking/termhood``), leaving out the `known` pairs.
        static func discover(_ first: String, _ second: String, known: [(ja: String, zh: String)], top: Int) throws
            -> (candidates: [TermCandidate], japanese: String, chinese: String, messages: [String])
        {
            let probe = try alignmentUnits(path: first, level: .paragraph)
            let (jaPath, zhPath) = probe.language == "ja" ? (first, second) : (second, first)
            let (result, ja, zh, messages) = try AlignmentRun.align(
                source: jaPath, target: zhPath, level: .sentence, termPairs: known.map { ($0.ja, $0.zh) })
            let candidates = TermDiscovery(knownPairs: known, ranking: .termhood).discover(
                segments: linkedPhrases(result, ja: ja, zh: zh), top: top)
            return (candidates, jaPath, zhPath, messages)
        }

        /// Aligns every Japanese–Chinese pair of a folder (on every core) and proposes glossary entries
        /// from the linked beads of all of them, counted together; the messages name their pair.
        static func discover(pairs: [FolderPairs.Pair], known: [(ja: String, zh: String)], top: Int) throws
            -> (candidates: [TermCandidate], phrases: Int, messages: [String])
        {
            let anchors = known.map { (source: $0.ja, target: $0.zh) }
            let aligned = pairs.concurrentMap { pair in
                Result {
                    let (result, ja, zh, messages) = try AlignmentRun.align(
                        source: pair.source, target: pair.target, level: .sentence, termPairs: anchors)
                    return (linkedPhrases(result, ja: ja, zh: zh), messages)
                }
            }
            var segments: [(japanese: String, chinese: String)] = []
            var messages: [String] = []
            for (pair, outcome) in zip(pairs, aligned) {
                let (phrases, said) = try outcome.get()
                segments += phrases
                messages += said.map { "\(pair.name): \($0)" }
            }
            let candidates = TermDiscovery(knownPairs: known, ranking: .termhood).discover(segments: segments, top: top)
            return (candidates, segments.count, messages)
        }

        /// The texts of the linked beads of an alignment, Japanese and Chinese.
        static func linkedPhrases(_ result: AlignmentResult, ja: AlignmentRun.Side, zh: AlignmentRun.Side) -> [(japanese: String, chinese: String)] {
            result.beads.filter(\.isLinked).map { bead in
                (
                    japanese: bead.source.map { ja.units[$0].text }.joined(separator: " "),
                    chinese: bead.target.map { zh.units[$0].text }.joined(separator: " ")
                )
            }
        }

        /// Inputs that do not go together (a folder and a second document).
        struct InputError: Error, CustomStringConvertible {
            var description: String
        }

        /// Reads `ja<TAB>zh` lines ('#' comments and blank lines skipped).
        static func readPairs(_ path: String) throws -> [(ja: String, zh: String)] {
            let text = try FileInput.readUTF8(path)
            var pairs: [(ja: String, zh: String)] = []
            for (n, line) in LineBreaks.lines(of: text).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                let fields = trimmed.split(separator: "\t")
                guard fields.count >= 2 else {
                    throw AlignmentError.invalidPairLine(file: path, line: n + 1, text: trimmed)
                }
                pairs.append((String(fields[0]), String(fields[1])))
            }
            return pairs
        }
    }
}
