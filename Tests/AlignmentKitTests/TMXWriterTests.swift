import Foundation
import Testing

@testable import AlignmentKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct TMXWriterTests {
    /// Collects element names and attributes while parsing.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }
    }

    @Test func writesWellFormedTMX14WithRequiredHeaderAttributes() throws {
        let s = [
            AlignmentUnit(text: "A & <B>", line: 1, paragraph: 0), AlignmentUnit(text: "余分", line: 2, paragraph: 1),
        ]
        let t = [AlignmentUnit(text: "甲 \"乙\"", line: 1, paragraph: 0)]
        let result = AlignmentResult(
            beads: [Bead(source: [0], target: [0], score: 0.91), Bead(source: [1], target: [], score: 0)],
            diagnostics: [], sourceCount: 2, targetCount: 1)
        let tmx = TMXWriter.tmx(
            result: result, source: s, target: t, sourceLanguage: "ja", targetLanguage: "zh-Hans",
            segmentType: .sentence, toolVersion: "0.1.0")
        let parser = XMLParser(data: Data(tmx.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let header = try #require(collector.elements.first { $0.0 == "header" }?.1)
        for attribute in [
            "creationtool", "creationtoolversion", "segtype", "o-tmf", "adminlang", "srclang", "datatype",
        ] {
            #expect(header[attribute] != nil, "missing \(attribute)")
        }
        #expect(["block", "paragraph", "sentence", "phrase"].contains(header["segtype"]!))
        #expect(collector.elements.first?.0 == "tmx" && collector.elements.first?.1["version"] == "1.4")
        #expect(collector.elements.filter { $0.0 == "tu" }.count == 1)
        #expect(collector.elements.filter { $0.0 == "tuv" }.map { $0.1["xml:lang"] } == ["ja", "zh-Hans"])
        #expect(tmx.contains("<seg>A &amp; &lt;B&gt;</seg>"))
    }

    /// A shortcode a Markdown sentence shows as written is a `<ph>` placeholder, numbered so that the
    /// same shortcode on both sides has the same `x`; other braces are text.
    @Test func shortcodesInASentenceArePlaceholders() throws {
        let (s, t) = TMXWriter.segments(
            "For Kubernetes v{{< skew currentVersion >}} & v{{< skew latestVersion >}}, {{ not one }} {{<",
            "v{{< skew latestVersion >}}とKubernetes v{{< skew currentVersion >}}、{{% param \"x\" %}}")
        #expect(s == """
            For Kubernetes v<ph x="1" type="x-shortcode">{{&lt; skew currentVersion &gt;}}</ph> &amp; \
            v<ph x="2" type="x-shortcode">{{&lt; skew latestVersion &gt;}}</ph>, {{ not one }} {{&lt;
            """)
        #expect(t == """
            v<ph x="2" type="x-shortcode">{{&lt; skew latestVersion &gt;}}</ph>とKubernetes \
            v<ph x="1" type="x-shortcode">{{&lt; skew currentVersion &gt;}}</ph>、\
            <ph x="3" type="x-shortcode">{{% param &quot;x&quot; %}}</ph>
            """)
        // The placeholders are elements of a well-formed unit.
        let result = AlignmentResult(beads: [Bead(source: [0], target: [0], score: 1)], diagnostics: [], sourceCount: 1, targetCount: 1)
        let tmx = TMXWriter.tmx(
            result: result, source: [AlignmentUnit(text: "v{{< skew currentVersion >}} kubelet", line: 1, paragraph: 0)],
            target: [AlignmentUnit(text: "kubelet v{{< skew currentVersion >}}", line: 1, paragraph: 0)],
            sourceLanguage: "en", targetLanguage: "ja", segmentType: .sentence, toolVersion: "0.1.0")
        let parser = XMLParser(data: Data(tmx.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements.filter { $0.0 == "ph" }.map { $0.1["x"] } == ["1", "1"])
    }
}
