import ArgumentParser
import Checks
import CorpusModel
import DocumentParsing
import Foundation
import GlossaryKit
import TermBridgeCommandLine
import TextKit

/// `termbridge check` over the whole perf corpus with the bundled glossary: the command end to end,
/// and its phases (parse, then the rules with and without the parity rules, which align every
/// ja/zh-Hans pair), against parsing alone as the baseline measured in the same run.
enum CheckBenchmark {
    static func run(_ arguments: [String]) throws {
        let files = try Harness.perfCorpusFiles()
        let contents = try files.map { (url: $0, bytes: [UInt8](try Data(contentsOf: $0))) }
        let bytes = contents.reduce(0) { $0 + $1.bytes.count }
        let glossary = try TBXReader.read(contentsOf: "Glossary/storekit-offers.tbx").glossary
        print("perf corpus: \(contents.count) files, \(bytes) bytes; glossary: \(glossary.concepts.count) concepts")
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")

        var documents: [CheckedDocument] = []
        let parse = Harness.measure("decode + parse every document (baseline)", runs: 3) {
            documents = contents.concurrentMap { file in try? document(file.url, file.bytes) }.compactMap { $0 }
        }
        Harness.report(parse, bytes: bytes)

        let everyRule = Checker(glossary: glossary)
        let noParity = Checker(glossary: glossary, rules: try RuleSelection(parsing: "all,-parity-missing-label,-parity-number-mismatch,-parity-api-mention,-parity-availability,-parity-term-pair"))
        var findings: [Diagnostic] = []
        let terminology = Harness.measure("rules without parity (term matching, 6 rules)", runs: 3) {
            _ = noParity.check(documents)
        }
        Harness.report(terminology, bytes: bytes)
        let all = Harness.measure("every rule (with alignment of the parallel pairs)", runs: 3) {
            findings = everyRule.check(documents)
        }
        Harness.report(all, bytes: bytes)

        let folder = files[0].deletingLastPathComponent().path
        let command = try Harness.measure("termbridge check PERF --format json (end to end)", runs: 3) {
            var check = try TermBridge.parseAsRoot(["check", folder, "--format", "json", "--output", "/dev/null"])
            do { try check.run() } catch let exit as ExitCode where exit.rawValue == 2 {}
        }
        Harness.report(command, bytes: bytes)

        print(String(format: "  ratios to the parse baseline: rules %.2f, every rule %.2f, end to end %.2f",
                     terminology.median / parse.median, all.median / parse.median, command.median / parse.median))
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding.rule, default: 0] += 1 }
        print("  \(documents.count) documents, \(findings.count) findings: "
            + byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    /// A perf-corpus file as `termbridge check` reads a `NAME.LANG.txt` file.
    static func document(_ url: URL, _ bytes: [UInt8]) throws -> CheckedDocument {
        let text = try TextDecoding.decode(bytes, source: url.path).text
        let stem = url.deletingPathExtension()
        let language = stem.pathExtension
        let id = stem.lastPathComponent
        let parsed = DocumentParser.parse(
            text: text, source: url.path, options: DocumentParser.Options(id: id, language: LanguageTag(language)))
        return CheckedDocument(
            id: id, path: url.path, language: language, parallelGroup: stem.deletingPathExtension().lastPathComponent,
            text: text, document: parsed)
    }
}
