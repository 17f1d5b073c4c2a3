import Foundation

/// Reads TBX: v3 TBX-Basic (namespaces `urn:iso:std:iso:30042:ed:3.0` and `…:ed-2`) and legacy
/// TBX 2008 (`martif` / `termEntry` / `langSet` / `tig`).
///
/// Malformed XML and invalid values (an unknown administrative status, a term section without a
/// term, a concept without an id) throw a ``GlossaryError`` located at `file:line:column`;
/// unknown but well-formed elements are skipped with a warning diagnostic.
public enum TBXReader {
    /// The namespaces accepted on a `<tbx>` root.
    public static let namespaces = ["urn:iso:std:iso:30042:ed:3.0", "urn:iso:std:iso:30042:ed-2"]

    /// What reading a file gives: the glossary and the warnings.
    public struct Result: Sendable {
        public var glossary: Glossary
        public var diagnostics: [GlossaryDiagnostic]
    }

    /// Reads the TBX file at `path`.
    public static func read(contentsOf path: String) throws(GlossaryError) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "the file does not exist or cannot be read")
        }
        return try read(data, file: path)
    }

    /// Reads TBX from `data`; `file` names it in messages.
    public static func read(_ data: Data, file: String) throws(GlossaryError) -> Result {
        let root = try XMLTreeBuilder.parse(data, file: file)
        var reader = Interpreter(file: file)
        let glossary = try reader.glossary(root)
        return Result(glossary: glossary, diagnostics: reader.diagnostics)
    }

    /// Reads TBX from a string (for tests and inline data).
    public static func read(_ text: String, file: String = "<string>") throws(GlossaryError) -> Result {
        try read(Data(text.utf8), file: file)
    }
}

/// Turns an element tree into a ``Glossary``.
private struct Interpreter {
    let file: String
    var diagnostics: [GlossaryDiagnostic] = []

    init(file: String) { self.file = file }

    func error(_ node: XMLNode, _ message: String) -> GlossaryError {
        .malformed(file: file, line: node.line, column: node.column, message: message)
    }

    mutating func warn(_ node: XMLNode, _ message: String) {
        diagnostics.append(GlossaryDiagnostic(.warning, file: file, line: node.line, column: node.column, message: message))
    }

    mutating func ignore(_ node: XMLNode, in parent: String) {
        warn(node, "ignored element '\(node.localName)' in '\(parent)'")
    }

    static func clean(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    mutating func glossary(_ root: XMLNode) throws(GlossaryError) -> Glossary {
        switch root.localName {
        case "tbx":
            let namespace = root.attributes["xmlns"] ?? ""
            guard TBXReader.namespaces.contains(namespace) else {
                throw error(root, "unsupported tbx namespace '\(namespace)'")
            }
        case "martif":
            break
        default:
            throw error(root, "unexpected root element '\(root.localName)' (expected 'tbx' or 'martif')")
        }
        var glossary = Glossary()
        if let header = root.child(named: root.localName == "tbx" ? "tbxHeader" : "martifHeader"),
            let fileDesc = header.child(named: "fileDesc")
        {
            if let title = fileDesc.child(named: "titleStmt")?.child(named: "title") {
                glossary.title = Self.clean(title.text)
            }
            if let p = fileDesc.child(named: "sourceDesc")?.child(named: "p") {
                glossary.sourceDescription = Self.clean(p.text)
            }
        }
        guard let text = root.child(named: "text"), let body = text.child(named: "body") else {
            throw error(root, "missing 'text/body' element")
        }
        for child in body.children {
            switch child.localName {
            case "conceptEntry", "termEntry": glossary.concepts.append(try concept(child))
            default: ignore(child, in: "body")
            }
        }
        return glossary
    }

    mutating func concept(_ node: XMLNode) throws(GlossaryError) -> Concept {
        guard let id = node.attributes["id"], !Self.clean(id).isEmpty else {
            throw error(node, "concept without an id")
        }
        var concept = Concept(id: id)
        for child in node.children {
            switch (child.localName, child.attributes["type"]) {
            case ("descrip", "subjectField"): concept.subjectField = Self.clean(child.text)
            case ("descrip", "definition"): concept.definitions["en"] = Self.clean(child.text)
            case ("descripGrp", _):
                if let d = child.child(named: "descrip"), d.attributes["type"] == "subjectField" {
                    concept.subjectField = Self.clean(d.text)
                } else {
                    ignore(child, in: "conceptEntry")
                }
            case ("xref", _), ("ref", _):
                var symbol = Self.clean(child.text)
                if let target = child.attributes["target"], target.hasPrefix("symbol:") {
                    symbol = String(target.dropFirst("symbol:".count))
                }
                if symbol.isEmpty { warn(child, "cross-reference without a symbol") } else { concept.symbols.append(symbol) }
            case ("note", _): concept.notes.append(Self.clean(child.text))
            case ("langSec", _), ("langSet", _):
                guard let language = child.attributes["xml:lang"] ?? child.attributes["lang"], !language.isEmpty else {
                    throw error(child, "language section without 'xml:lang'")
                }
                try languageSection(child, language: language, into: &concept)
            default: ignore(child, in: node.localName)
            }
        }
        return concept
    }

    mutating func languageSection(_ node: XMLNode, language: String, into concept: inout Concept) throws(GlossaryError) {
        for child in node.children {
            switch (child.localName, child.attributes["type"]) {
            case ("descrip", "definition"): concept.definitions[language] = Self.clean(child.text)
            case ("descripGrp", _):
                if let d = child.child(named: "descrip"), d.attributes["type"] == "definition" {
                    concept.definitions[language] = Self.clean(d.text)
                } else {
                    ignore(child, in: node.localName)
                }
            case ("termSec", _), ("tig", _), ("ntig", _):
                concept.terms[language, default: []].append(try term(child))
            default: ignore(child, in: node.localName)
            }
        }
        if concept.terms[language] == nil && concept.definitions[language] == nil {
            warn(node, "language section '\(language)' of concept '\(concept.id)' has no terms")
        }
    }

    mutating func term(_ node: XMLNode) throws(GlossaryError) -> Term {
        // `ntig` wraps the term and its notes in a `termGrp`.
        let elements = node.localName == "ntig" ? (node.child(named: "termGrp")?.children ?? []) + node.children.filter { $0.localName != "termGrp" } : node.children
        guard let termNode = elements.first(where: { $0.localName == "term" }) else {
            throw error(node, "term section without a 'term'")
        }
        // Term text is kept exactly (lint reports padding); only the XML layout is not term text.
        var term = Term(termNode.text, status: .admitted)
        var sawStatus = false
        var pendingContext: (sentence: String, node: XMLNode)?
        for child in elements where child !== termNode {
            switch (child.localName, child.attributes["type"]) {
            case ("termNote", "administrativeStatus"), ("termNote", "normativeAuthorization"):
                let value = Self.clean(child.text)
                guard let status = AdministrativeStatus(tbxValue: value) else {
                    throw error(child, "unknown administrative status '\(value)'")
                }
                term.status = status
                sawStatus = true
            case ("termNote", "partOfSpeech"): term.partOfSpeech = Self.clean(child.text)
            case ("termNote", "termType"): term.termType = Self.clean(child.text)
            case ("termNote", "termLocation"): term.termLocation = Self.clean(child.text)
            case ("descripGrp", _):
                guard let descrip = child.child(named: "descrip"), descrip.attributes["type"] == "context" else {
                    ignore(child, in: node.localName)
                    continue
                }
                let source = child.children.first { $0.localName == "admin" && $0.attributes["type"] == "source" }
                term.contexts.append(context(Self.clean(descrip.text), citation: source, at: child))
            case ("descrip", "context"):
                // Legacy files put the context directly in the `tig`, optionally followed by a source.
                if let pending = pendingContext { term.contexts.append(context(pending.sentence, citation: nil, at: pending.node)) }
                pendingContext = (Self.clean(child.text), child)
            case ("admin", "source"):
                if let pending = pendingContext {
                    term.contexts.append(context(pending.sentence, citation: child, at: pending.node))
                    pendingContext = nil
                } else {
                    term.source = Self.clean(child.text)
                }
            case ("note", _): term.notes.append(Self.clean(child.text))
            default: ignore(child, in: node.localName)
            }
        }
        if let pending = pendingContext { term.contexts.append(context(pending.sentence, citation: nil, at: pending.node)) }
        if !sawStatus { warn(node, "term '\(term.text)' has no administrative status; taken as admitted") }
        return term
    }

    mutating func context(_ sentence: String, citation: XMLNode?, at node: XMLNode) -> TermContext {
        guard let citation else {
            warn(node, "context without a source citation")
            return TermContext(sentence: sentence, document: "", line: 0)
        }
        let text = Self.clean(citation.text)
        guard let parsed = TermContext.parseCitation(text) else {
            warn(citation, "source '\(text)' is not 'DOCUMENT_ID:LINE'")
            return TermContext(sentence: sentence, document: text, line: 0)
        }
        return TermContext(sentence: sentence, document: parsed.document, line: parsed.line)
    }
}
