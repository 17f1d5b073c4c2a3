import Foundation
import Testing

@testable import DocumentParsing

/// The block parser against the CommonMark spec's examples, with commonmark.py (PyPI
/// `commonmark`) as the oracle: `Tests/Tools/commonmark-oracle.py` reads the spec's examples from
/// commonmark's source distribution (which `.ci/run` downloads to `.build/commonmark/`) and lists
/// the leaf blocks commonmark.py finds in each. The test compares leaf kinds and contents.
@Suite struct CommonMarkSpecTests {
    struct Example: Decodable {
        var section: String
        var number: Int
        var markdown: String
        var blocks: [[String]]
    }

    /// Examples that must pass, per spec section (0.29, the spec commonmark.py 0.9.2 ships); the
    /// test fails when a section passes fewer. Raise a figure when the parser improves.
    static let minimumPassing: [String: Int] = [
        "Tabs": 8, "Thematic breaks": 19, "ATX headings": 18, "Setext headings": 27, "Indented code blocks": 11,
        "Fenced code blocks": 29, "HTML blocks": 39, "Link reference definitions": 25, "Paragraphs": 8,
        "Blank lines": 1, "Block quotes": 25, "List items": 48, "Lists": 26,
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The examples with commonmark.py's blocks, or nil (with the reason) when Python, commonmark
    /// or the spec is missing.
    static func loadExamples() -> (examples: [Example]?, reason: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent("Tests/Tools/commonmark-oracle.py").path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return (nil, "python3 cannot be run: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return (nil, message) }
        return ((try? JSONDecoder().decode([Example].self, from: data)), message)
    }

    /// The leaf blocks as the oracle lists them.
    static func leaves(_ markdown: String) -> [[String]] {
        MarkdownBlockParser.parse(markdown, frontMatter: false).compactMap { block -> [String]? in
            func trimmed(_ text: String) -> String {
                text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
                    .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            }
            switch block.kind {
            case .heading(let level): return ["heading\(level)", trimmed(block.content)]
            case .paragraph: return ["paragraph", trimmed(block.content)]
            case .code: return ["code", block.content]
            case .html:
                var content = block.content
                while content.hasSuffix("\n") { content.removeLast() }
                return ["html", content]
            case .thematicBreak: return ["hr", ""]
            case .linkDefinition, .frontMatter: return nil
            case .table: return ["table", block.content]
            case .directive, .mdxFlow: return ["directive", block.content]
            }
        }
    }

    @Test func blockStructureMatchesCommonMarkOracle() throws {
        let (loaded, reason) = Self.loadExamples()
        guard let examples = loaded else {
            print(
                "skipped: CommonMark oracle unavailable (\(reason.trimmingCharacters(in: .whitespacesAndNewlines))); .ci/run installs it"
            )
            return
        }
        var passed: [String: Int] = [:]
        var total: [String: Int] = [:]
        var failures: [String: [Int]] = [:]
        for example in examples where Self.minimumPassing[example.section] != nil {
            total[example.section, default: 0] += 1
            if Self.leaves(example.markdown) == example.blocks {
                passed[example.section, default: 0] += 1
            } else {
                failures[example.section, default: []].append(example.number)
            }
        }
        for (section, minimum) in Self.minimumPassing.sorted(by: { $0.key < $1.key }) {
            let count = passed[section] ?? 0
            print("commonmark: \(section): \(count)/\(total[section] ?? 0) (failing: \(failures[section] ?? []))")
            #expect(
                count >= minimum,
                "spec section '\(section)' passes \(count) examples, fewer than \(minimum); failing: \(failures[section] ?? [])"
            )
        }
    }
}
