import Foundation
import TextKit

/// Writes a glossary as TBX v3 (TBX-Basic, DCA style, the published namespace
/// `urn:iso:std:iso:30042:ed-2`) in the one shape TermBridge uses (docs: TBX_FORMAT), or as
/// TBX 2008 (`martif`, for translate-toolkit, Weblate and Pootle): two-space indentation, concepts
/// sorted by id, languages `en`, `ja`, `zh-Hans` first, fixed element order. The output is
/// deterministic, so reading a file this writer wrote and writing it again gives the same bytes.
///
/// Only TBX-Basic picklist values are written: a `termLocation` outside the picklist is written as
/// its nearest value with a `termLocation: VALUE` note (see ``TermLocationPicklist``), and an API
/// symbol as an external cross-reference to Apple's documentation search.
public enum TBXWriter {
    /// The source description written for a glossary that has none.
    public static let defaultSourceDescription = "Glossary written by TermBridge"

    /// The published TBX v3 namespace, written on every `<tbx>` root.
    public static let namespace = "urn:iso:std:iso:30042:ed-2"

    /// The two layouts TermBridge writes.
    public enum Format: String, Sendable, CaseIterable {
        /// TBX v3 (ISO 30042:2019), TBX-Basic dialect, DCA style.
        case tbx
        /// TBX 2008 (ISO 30042:2008, `martif`), TBX-Basic.
        case tbx2008
    }

    /// The TBX text of `glossary`.
    ///
    /// - Complexity: O(*n* log *n*) for *n* concepts (the sort by id), linear in the terms.
    public static func string(_ glossary: Glossary, format: Format = .tbx) -> String {
        let legacy = format == .tbx2008
        var out = Output(legacy: legacy)
        out.line(0, #"<?xml version="1.0" encoding="UTF-8"?>"#)
        if legacy {
            out.line(0, #"<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">"#)
            out.line(0, #"<martif type="TBX-Basic" xml:lang="en">"#)
            out.line(1, "<martifHeader>")
        } else {
            out.line(0, "<tbx xmlns=\"\(namespace)\" type=\"TBX-Basic\" style=\"dca\" xml:lang=\"en\">")
            out.line(1, "<tbxHeader>")
        }
        out.line(2, "<fileDesc>")
        out.line(3, "<titleStmt>")
        out.element(4, "title", glossary.title)
        out.line(3, "</titleStmt>")
        // The TBX v3 core structure requires a `sourceDesc` in every `fileDesc` (a glossary
        // imported from CSV has no description of its own).
        if let description = glossary.sourceDescription ?? (legacy ? nil : Self.defaultSourceDescription) {
            out.line(3, "<sourceDesc>")
            out.element(4, "p", description)
            out.line(3, "</sourceDesc>")
        }
        out.line(2, "</fileDesc>")
        // Policies are `<p>` elements of the header's `encodingDesc`, a free paragraph type
        // the TBX core structure and the TBX-Basic Schematron allow.
        if legacy || !glossary.policies.isEmpty {
            out.line(2, "<encodingDesc>")
            if legacy { out.line(3, #"<p type="XCSURI">TBXBasicXCSV02.xcs</p>"#) }
            for setting in glossary.policies.settings {
                out.line(3, "<p type=\"\(GlossaryPolicies.tbxType)\">\(escape(setting.description))</p>")
            }
            out.line(2, "</encodingDesc>")
        }
        out.line(1, legacy ? "</martifHeader>" : "</tbxHeader>")
        out.line(1, "<text>")
        out.line(2, "<body>")
        for concept in glossary.concepts.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            write(concept, to: &out)
        }
        out.line(2, "</body>")
        out.line(1, "</text>")
        out.line(0, legacy ? "</martif>" : "</tbx>")
        return out.text
    }

    /// Writes `glossary` to `path` as ``FileOutput`` writes: a regular file is replaced atomically
    /// (a temporary file beside it, then renamed), a device or FIFO such as `/dev/stdout` is written
    /// through and stays what it is.
    ///
    /// - Throws: ``FileAccessError`` naming `path` and what went wrong.
    public static func write(_ glossary: Glossary, to path: String) throws(FileAccessError) {
        try FileOutput.writeAtomically(string(glossary), to: path)
    }

    private static func write(_ concept: Concept, to out: inout Output) {
        out.line(3, "<\(out.names.entry) id=\"\(escape(concept.id))\">")
        if let field = concept.subjectField { out.element(4, "descrip", field, type: "subjectField") }
        for symbol in concept.symbols {
            out.line(
                4,
                "<xref type=\"externalCrossReference\" target=\"\(escape(documentationURL(symbol)))\">"
                    + "\(escape(symbol))</xref>")
        }
        for note in concept.notes { out.element(4, "note", note) }
        for language in concept.languages {
            out.line(4, "<\(out.names.language) xml:lang=\"\(escape(language))\">")
            if let definition = concept.definitions[language] { out.element(5, "descrip", definition, type: "definition") }
            for term in concept.terms[language] ?? [] { write(term, to: &out) }
            out.line(4, "</\(out.names.language)>")
        }
        out.line(3, "</\(out.names.entry)>")
    }

    private static func write(_ term: Term, to out: inout Output) {
        out.line(5, "<\(out.names.term)>")
        out.element(6, "term", term.text)
        if let pos = term.partOfSpeech { out.element(6, "termNote", pos, type: "partOfSpeech") }
        out.element(6, "termNote", term.status.tbxValue, type: "administrativeStatus")
        if let type = term.termType { out.element(6, "termNote", type, type: "termType") }
        if let location = term.termLocation {
            out.element(6, "termNote", TermLocationPicklist.picklistValue(for: location), type: "termLocation")
        }
        for context in term.contexts {
            out.line(6, "<descripGrp>")
            out.element(7, "descrip", context.sentence, type: "context")
            if !context.citation.isEmpty { out.element(7, "admin", context.citation, type: "source") }
            out.line(6, "</descripGrp>")
        }
        for note in term.notes { out.element(6, "note", note) }
        if let location = term.termLocation, !TermLocationPicklist.values.contains(location) {
            out.element(6, "note", TermLocationPicklist.notePrefix + location)
        }
        if let source = term.source { out.element(6, "admin", source, type: "source") }
        out.line(5, "</\(out.names.term)>")
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

    /// The documentation search address written for an API symbol (the symbol stays the text).
    static func documentationURL(_ symbol: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let query = symbol.addingPercentEncoding(withAllowedCharacters: allowed) ?? symbol
        return "https://developer.apple.com/search/?q=" + query
    }

    private struct Output {
        var text = ""
        let names: (entry: String, language: String, term: String)

        init(legacy: Bool) {
            names = legacy ? ("termEntry", "langSet", "tig") : ("conceptEntry", "langSec", "termSec")
        }

        mutating func line(_ depth: Int, _ content: String) {
            text += String(repeating: "  ", count: depth) + content + "\n"
        }
        mutating func element(_ depth: Int, _ name: String, _ value: String, type: String? = nil) {
            let attribute = type.map { " type=\"\($0)\"" } ?? ""
            line(depth, "<\(name)\(attribute)>\(TBXWriter.escape(value))</\(name)>")
        }
    }
}
