import Foundation

/// Writes a glossary as TBX v3 (TBX-Basic, DCA style) in the one shape TermBridge uses
/// (docs: TBX_FORMAT): two-space indentation, concepts sorted by id, languages `en`, `ja`,
/// `zh-Hans` first, fixed element order. The output is deterministic, so reading a file this
/// writer wrote and writing it again gives the same bytes.
public enum TBXWriter {
    /// The TBX text of `glossary`.
    public static func string(_ glossary: Glossary) -> String {
        var out = Output()
        out.line(0, #"<?xml version="1.0" encoding="UTF-8"?>"#)
        out.line(0, #"<tbx xmlns="urn:iso:std:iso:30042:ed:3.0" type="TBX-Basic" style="dca" xml:lang="en">"#)
        out.line(1, "<tbxHeader>")
        out.line(2, "<fileDesc>")
        out.line(3, "<titleStmt>")
        out.element(4, "title", glossary.title)
        out.line(3, "</titleStmt>")
        if let description = glossary.sourceDescription {
            out.line(3, "<sourceDesc>")
            out.element(4, "p", description)
            out.line(3, "</sourceDesc>")
        }
        out.line(2, "</fileDesc>")
        out.line(1, "</tbxHeader>")
        out.line(1, "<text>")
        out.line(2, "<body>")
        for concept in glossary.concepts.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            write(concept, to: &out)
        }
        out.line(2, "</body>")
        out.line(1, "</text>")
        out.line(0, "</tbx>")
        return out.text
    }

    /// Writes `glossary` to `path` atomically (temporary file, then rename).
    public static func write(_ glossary: Glossary, to path: String) throws {
        try Data(string(glossary).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private static func write(_ concept: Concept, to out: inout Output) {
        out.line(3, "<conceptEntry id=\"\(escape(concept.id))\">")
        if let field = concept.subjectField { out.element(4, "descrip", field, type: "subjectField") }
        for symbol in concept.symbols {
            out.line(
                4, "<xref type=\"externalCrossReference\" target=\"symbol:\(escape(symbol))\">\(escape(symbol))</xref>")
        }
        for note in concept.notes { out.element(4, "note", note) }
        for language in concept.languages {
            out.line(4, "<langSec xml:lang=\"\(escape(language))\">")
            if let definition = concept.definitions[language] { out.element(5, "descrip", definition, type: "definition") }
            for term in concept.terms[language] ?? [] { write(term, to: &out) }
            out.line(4, "</langSec>")
        }
        out.line(3, "</conceptEntry>")
    }

    private static func write(_ term: Term, to out: inout Output) {
        out.line(5, "<termSec>")
        out.element(6, "term", term.text)
        if let pos = term.partOfSpeech { out.element(6, "termNote", pos, type: "partOfSpeech") }
        out.element(6, "termNote", term.status.tbxValue, type: "administrativeStatus")
        if let type = term.termType { out.element(6, "termNote", type, type: "termType") }
        if let location = term.termLocation { out.element(6, "termNote", location, type: "termLocation") }
        for context in term.contexts {
            out.line(6, "<descripGrp>")
            out.element(7, "descrip", context.sentence, type: "context")
            if !context.citation.isEmpty { out.element(7, "admin", context.citation, type: "source") }
            out.line(6, "</descripGrp>")
        }
        for note in term.notes { out.element(6, "note", note) }
        if let source = term.source { out.element(6, "admin", source, type: "source") }
        out.line(5, "</termSec>")
    }

    /// Escapes `&`, `<`, `>` and `"` (text and attribute values alike).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private struct Output {
        var text = ""
        mutating func line(_ depth: Int, _ content: String) {
            text += String(repeating: "  ", count: depth) + content + "\n"
        }
        mutating func element(_ depth: Int, _ name: String, _ value: String, type: String? = nil) {
            let attribute = type.map { " type=\"\($0)\"" } ?? ""
            line(depth, "<\(name)\(attribute)>\(TBXWriter.escape(value))</\(name)>")
        }
    }
}
