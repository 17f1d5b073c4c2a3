import AlignmentKit
import ArgumentParser
import Foundation
import TextKit

extension TermBridge.Terms {
    /// `termbridge terms discover A B`: proposes ja ↔ zh-Hans term pairs from an alignment.
    struct Discover: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "discover",
            abstract: "Propose Japanese ↔ Chinese term pairs from two aligned documents.",
            discussion: """
                Aligns the documents at phrase level, counts candidate terms over the aligned pairs — \
                compounds included, across Latin words and the Japanese の — and ranks pairs by \
                association (Dice with competitive linking) boosted by shared Han characters, katakana \
                that sounds like a Latin token and parenthesised English glosses, times termhood: \
                compounds rank higher, words used as verbs or adjectives lower, and a piece of a longer \
                candidate that never occurs without it is left out.
                """
        )

        @Argument(help: "One language version (Japanese or Chinese).") var first: String
        @Argument(help: "The other language version.") var second: String
        @Option(help: "A TBX glossary file or folder whose ja × zh-Hans terms are known pairs (default: the bundled Glossary/).")
        var glossary: String?
        @Flag(help: "Do not read a TBX glossary.") var noGlossary = false
        @Option(help: "More known pairs to leave out and to use as anchors: a UTF-8 file of 'ja<TAB>zh-Hans' lines.")
        var glossaryPairs: String?
        @Option(help: "How many candidates to show.") var top: Int = 30
        @Option(help: "Output format: text or json.") var format: OutputFormat = .text
        @Option(help: "Write the candidates to a file: 'tbx'.") var export: String?
        @Argument(help: "The file to export to (with --export tbx).") var exportFile: String?

        func validate() throws {
            if let export, export != "tbx" {
                throw ValidationError("unknown export format '\(export)'; expected 'tbx'")
            }
            if export != nil, exportFile == nil { throw ValidationError("--export tbx needs a file to write") }
            if noGlossary, glossary != nil { throw ValidationError("--glossary and --no-glossary cannot be used together") }
            if top < 1 { throw ValidationError("--top must be at least 1") }
        }

        func run() throws {
            try runReportingErrors {
                let known = try GlossaryTermPairs.load(
                    glossary: glossary, disabled: noGlossary, tsv: glossaryPairs, documents: [first, second])
                let (candidates, jaPath, zhPath, messages) = try Self.discover(first, second, known: known, top: top)
                for message in messages { printError("warning: \(message)") }
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
                if let exportFile {
                    let text = DiscoveredTermsTBX.tbx(
                        candidates,
                        sourceDescription: "Term pairs discovered by termbridge from \(jaPath) and \(zhPath).")
                    try FileOutput.writeAtomically(text, to: exportFile, inputs: [first, second] + (noGlossary ? [] : try GlossaryLoader.files(glossary)) + (glossaryPairs.map { [$0] } ?? []))
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
            let segments = result.beads.filter(\.isLinked).map { bead in
                (
                    japanese: bead.source.map { ja.units[$0].text }.joined(separator: " "),
                    chinese: bead.target.map { zh.units[$0].text }.joined(separator: " ")
                )
            }
            let candidates = TermDiscovery(knownPairs: known, ranking: .termhood).discover(segments: segments, top: top)
            return (candidates, jaPath, zhPath, messages)
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
