/// Writes aligned pairs as a TMX 1.4b translation memory.
///
/// Only linked beads become `<tu>`s; each has one `<tuv>` per language with the joined unit texts
/// and a `<prop type="x-score">`. The header carries the attributes TMX 1.4b requires.
public enum TMXWriter {
    /// The TMX document for the linked beads of an alignment.
    public static func tmx(
        result: AlignmentResult, source: [AlignmentUnit], target: [AlignmentUnit],
        sourceLanguage: String, targetLanguage: String, segmentType: AlignmentLevel, toolVersion: String
    ) -> String {
        tmx(
            documents: [Document(name: nil, result: result, source: source, target: target)],
            sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, segmentType: segmentType,
            toolVersion: toolVersion)
    }

    /// The alignment of one document pair, for a translation memory of several.
    public struct Document {
        /// The pair's name, written as each unit's `<prop type="x-document">`; none for a single pair.
        public var name: String?
        public var result: AlignmentResult
        public var source: [AlignmentUnit]
        public var target: [AlignmentUnit]

        public init(name: String?, result: AlignmentResult, source: [AlignmentUnit], target: [AlignmentUnit]) {
            self.name = name
            self.result = result
            self.source = source
            self.target = target
        }
    }

    /// One TMX document for the linked beads of several alignments in the same two languages.
    public static func tmx(
        documents: [Document], sourceLanguage: String, targetLanguage: String, segmentType: AlignmentLevel,
        toolVersion: String
    ) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tmx version="1.4">
              <header creationtool="termbridge" creationtoolversion="\(escape(toolVersion))" \
            segtype="\(segmentType == .paragraph ? "paragraph" : "phrase")" o-tmf="termbridge-alignment" \
            adminlang="en" srclang="\(escape(sourceLanguage))" datatype="plaintext"/>
              <body>

            """
        for document in documents {
            for bead in document.result.beads where bead.isLinked {
                let (s, t) = segments(
                    PhraseSplitter.joined(bead.source.map { document.source[$0].text }),
                    PhraseSplitter.joined(bead.target.map { document.target[$0].text }))
                out += "    <tu>\n"
                if let name = document.name { out += "      <prop type=\"x-document\">\(escape(name))</prop>\n" }
                out += "      <prop type=\"x-score\">\(format2(bead.score))</prop>\n"
                out += "      <tuv xml:lang=\"\(escape(sourceLanguage))\"><seg>\(s)</seg></tuv>\n"
                out += "      <tuv xml:lang=\"\(escape(targetLanguage))\"><seg>\(t)</seg></tuv>\n"
                out += "    </tu>\n"
            }
        }
        out += "  </body>\n</tmx>\n"
        return out
    }

    /// The content of a unit's two `<seg>`s: the texts escaped, and each shortcode a Markdown page
    /// writes in a sentence (`v{{< skew currentVersion >}}の場合`, which the text shows as written) a
    /// `<ph>` placeholder, so that a translation tool keeps it as a tag rather than text to
    /// translate. The same shortcode on both sides has the same `x`: a target's placeholder takes
    /// the number of the first source placeholder with its text not yet taken, or a number of its own.
    static func segments(_ source: String, _ target: String) -> (source: String, target: String) {
        var sourceCodes: [String] = []
        let s = segment(source) { code in
            sourceCodes.append(code)
            return sourceCodes.count
        }
        var taken = Set<Int>()
        var unmatched = sourceCodes.count
        let t = segment(target) { code in
            if let index = sourceCodes.indices.first(where: { sourceCodes[$0] == code && !taken.contains($0) }) {
                taken.insert(index)
                return index + 1
            }
            unmatched += 1
            return unmatched
        }
        return (s, t)
    }

    /// `text` escaped, each shortcode in it (`{{< … >}}`, `{{% … %}}`) a `<ph>` numbered by `number`.
    static func segment(_ text: String, number: (String) -> Int) -> String {
        guard text.contains("{{") else { return escape(text) }
        var out = ""
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            let after = rest[open.upperBound...]
            guard let kind = after.first, kind == "<" || kind == "%", let close = after.range(of: kind == "<" ? ">}}" : "%}}") else {
                out += escape(String(rest[..<open.upperBound]))
                rest = after
                continue
            }
            let code = String(rest[open.lowerBound..<close.upperBound])
            out += escape(String(rest[..<open.lowerBound]))
            out += "<ph x=\"\(number(code))\" type=\"x-shortcode\">\(escape(code))</ph>"
            rest = rest[close.upperBound...]
        }
        return out + escape(String(rest))
    }

    static func format2(_ value: Double) -> String {
        let scaled = (value * 100).rounded()
        let whole = Int(scaled) / 100, fraction = Int(scaled) % 100
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// XML text escaping (also drops characters XML 1.0 forbids).
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" { continue }
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
