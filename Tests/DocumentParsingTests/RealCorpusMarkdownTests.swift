import CorpusModel
import Foundation
import Testing

@testable import DocumentParsing

/// The Markdown reader on real translated documentation: the Kubernetes pages of
/// `../shared/real-corpus/docs` (en, ja, zh-Hans). Skips when the folder is absent.
@Suite struct RealCorpusMarkdownTests {
    /// `shared/real-corpus/docs` in the first parent of the package folder that has it.
    static let docs: URL? = {
        var folder = SeedFiles.repositoryRoot
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/real-corpus/docs")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    static var files: [URL] {
        guard let docs else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// ATX and setext headings counted by a plain line scan outside front matter, code fences and
    /// HTML comments (a second, simpler reading than the block parser's).
    static func headingCount(_ text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var count = 0
        var fence: String?
        var inComment = false
        var index = 0
        if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") { index = end + 1 }
        var previousIsText = false
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            index += 1
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                previousIsText = false
                continue
            }
            if inComment {
                if trimmed.contains("-->") { inComment = false }
                previousIsText = false
                continue
            }
            if trimmed.hasPrefix("<!--") {
                inComment = !trimmed.contains("-->")
                previousIsText = false
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                previousIsText = false
                continue
            }
            let hashes = trimmed.prefix { $0 == "#" }.count
            if line.prefix(while: { $0 == " " }).count <= 3, (1...6).contains(hashes),
                trimmed.count == hashes || trimmed.dropFirst(hashes).first == " "
            {
                count += 1
                previousIsText = false
                continue
            }
            if previousIsText, !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "=" }) { count += 1 }
            previousIsText = !trimmed.isEmpty && !line.hasPrefix("    ")
        }
        return count
    }

    @Test func realPagesParseAsMarkdownWithTheirHeadingsAndNoMarkupInSegments() throws {
        guard Self.docs != nil else {
            print("skipped: ../shared/real-corpus/docs is absent")
            return
        }
        var pages = 0
        var sections = 0
        var headings = 0
        var segments = 0
        var glosses = 0
        var shortcodes = 0
        for url in Self.files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let document = DocumentParser.parse(text: text, source: url.lastPathComponent)
            let name = url.lastPathComponent
            pages += 1
            #expect(document.kind == .markdown, "\(name)")
            #expect(!document.title.isEmpty && !document.title.hasPrefix("<"), "\(name): title '\(document.title)'")
            let expected = Self.headingCount(text)
            #expect(
                document.sections.count == expected,
                "\(name): \(document.sections.count) sections, \(expected) headings")
            sections += document.sections.count
            headings += expected
            segments += document.segments.count
            glosses += document.glosses.count
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The content of each one-line code span: text, which may hold a URL (`http://www.example.com`).
            let code = document.codeSpans.map { span in
                String(String.UnicodeScalarView(
                    Array(lines[span.line - 1].unicodeScalars)[(span.column - 1)..<(span.endColumn - 1)]))
            }
            for segment in document.segments {
                // A shortcode that prints in a sentence is text as the file writes it, whole.
                let shown = Self.shortcodes(in: segment.text)
                for shortcode in shown {
                    #expect(
                        text.contains(shortcode) && !shortcode.contains("glossary_tooltip text="),
                        "\(name):\(segment.line): '\(shortcode)' is not a shortcode of the page")
                }
                shortcodes += shown.count
                var rest = segment.text
                for shortcode in shown { rest = rest.replacingOccurrences(of: shortcode, with: " ") }
                for marker in ["](", "http://", "https://", "{{<", "{{%", "<!--", "-->", "```", "content_type:", "{#"]
                where rest.contains(marker) {
                    #expect(
                        code.contains { $0.contains(marker) && segment.text.contains($0) },
                        "\(name):\(segment.line): segment holds '\(marker)' outside code: \(segment.text)")
                }
                // The segment is found where it says it starts.
                let line = lines[segment.line - 1].unicodeScalars.dropFirst(segment.column - 1)
                // (An entity such as `&hellip;` starts where its `&` is.)
                #expect(
                    line.first == segment.text.unicodeScalars.first || line.first == "&",
                    "\(name):\(segment.line):\(segment.column): segment '\(segment.text.prefix(30))' does not start there"
                )
            }
            if name.hasSuffix(".zh-Hans.md") {
                // The zh-Hans pages keep the English they translate in comments: glosses, not text.
                let english = Set(document.glosses.map(\.english))
                #expect(!document.glosses.isEmpty, "\(name): no glosses from its English comments")
                #expect(
                    !document.segments.contains { english.contains($0.text) }, "\(name): a comment became a segment")
                #expect(document.language == .simplifiedChinese, "\(name)")
            }
        }
        print(
            "real corpus: \(pages) pages, \(sections) sections for \(headings) headings, \(segments) segments, \(glosses) glosses, "
                + "\(shortcodes) shortcodes shown in sentences"
        )
        #expect(pages == 180)
        // `Kubernetes v{{< skew currentVersion >}}` and its kind, in about a hundred sentences.
        #expect(shortcodes >= 50)
    }

    /// The whole shortcodes (`{{< … >}}`, `{{% … %}}`) written in `text`.
    static func shortcodes(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            let after = rest[open.upperBound...]
            guard let kind = after.first, kind == "<" || kind == "%",
                let close = after.range(of: kind == "<" ? ">}}" : "%}}")
            else {
                rest = after
                continue
            }
            found.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return found
    }
}
