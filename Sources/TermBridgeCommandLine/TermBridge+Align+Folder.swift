import AlignmentKit
import ArgumentParser
import Foundation
import TextKit

extension TermBridge.Align {
    /// The JSON shape of `align FOLDER --format json`: one report per document pair.
    struct FolderReport: Encodable {
        struct Entry: Encodable {
            var name: String
            var source: String
            var target: String
            var alignment: AlignedPairsReport
        }
        var documents: [Entry]
        /// Parallel groups with a file in one of the two languages only.
        var unpaired: [String]
    }

    /// `align FOLDER`: every `NAME.SOURCE` / `NAME.TARGET` pair under the folder, in path order.
    func runFolder() throws {
        try runReportingErrors {
            guard let (sourceLanguage, targetLanguage) = languagePair else { return }
            let found = FolderPairs(folder: URL(fileURLWithPath: source), sourceLanguage: sourceLanguage, targetLanguage: targetLanguage)
            guard !found.pairs.isEmpty else {
                throw FolderPairs.NoPairs(folder: source, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage)
            }
            let known = try GlossaryTermPairs.load(
                glossary: glossary, disabled: noGlossary, tsv: glossaryPairs,
                documents: found.pairs.flatMap { [$0.source, $0.target] })
            var entries: [FolderReport.Entry] = []
            var memory: [TMXWriter.Document] = []
            var text: [String] = []
            var notCorresponding = 0
            // The pairs are aligned on every core, and reported in path order (a pair that cannot be
            // read ends the run there, after the pairs before it).
            let aligned = found.pairs.concurrentMap { pair in
                Result {
                    var (result, s, t, messages) = try AlignmentRun.align(
                        source: pair.source, target: pair.target, level: level, knownPairs: known)
                    // Pairs are reported, and filtered, by their confidence (the programme's own score stays inside).
                    result = result.scoredByConfidence()
                    if let minScore { result = result.keeping(minimumScore: minScore) }
                    return (result, s, t, messages)
                }
            }
            for (pair, outcome) in zip(found.pairs, aligned) {
                let (result, s, t, messages) = try outcome.get()
                if result.correspondence.map({ !$0.corresponds }) == true { notCorresponding += 1 }
                for message in messages { printError("warning: \(pair.name): \(message)") }
                printError("\(pair.name): \(result.summary)")
                switch format {
                case .json:
                    entries.append(FolderReport.Entry(
                        name: pair.name, source: pair.source, target: pair.target,
                        alignment: AlignedPairsReport(
                            result: result, source: s.units, target: t.units, sourceLanguage: s.language,
                            targetLanguage: t.language, level: level, messages: messages)))
                case .tmx:
                    memory.append(TMXWriter.Document(name: pair.name, result: result, source: s.units, target: t.units))
                case .text:
                    text.append("## \(pair.source) ↔ \(pair.target)\n"
                        + AlignmentRun.columns(result: result, source: s.units, target: t.units))
                }
            }
            switch format {
            case .json: print(try JSONOutput.encode(FolderReport(documents: entries, unpaired: found.unpaired)))
            case .tmx:
                print(
                    TMXWriter.tmx(
                        documents: memory, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                        segmentType: level, toolVersion: TermBridge.version),
                    terminator: "")
            case .text: printText(text.joined(separator: "\n\n"))
            }
            if !found.unpaired.isEmpty {
                printError("note: \(found.unpaired.count) document(s) without a \(sourceLanguage)/\(targetLanguage) "
                    + "counterpart: \(found.unpaired.prefix(5).joined(separator: ", "))\(found.unpaired.count > 5 ? ", …" : "")")
            }
            printError("aligned \(found.pairs.count) document pair(s)"
                + (notCorresponding > 0 ? "; \(notCorresponding) do not read as translations of each other" : ""))
            if strict, notCorresponding > 0 { throw ExitCode(2) }
        }
    }
}
