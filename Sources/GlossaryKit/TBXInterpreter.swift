import Foundation
import TextKit

/// Turns a TBX element tree into a ``Glossary`` (see ``TBXReader`` for what is accepted).
struct TBXInterpreter {
    let file: String
    private var diagnostics: [GlossaryDiagnostic] = []
    /// Tags mapped by the language resolver, in first-seen order, with where and how often.
    private var mappedTags: [(from: String, to: String, node: XMLNode, count: Int)] = []
    private var conceptIds: Set<String> = []
    /// Elements skipped, by description, in first-seen order, with the first one and a count.
    private var ignored: [(what: String, node: XMLNode, count: Int)] = []
    private var ignoredIndex: [String: Int] = [:]
    /// The terms without an administrative status: the first and how many (a file written without
    /// statuses has none on any term, and is told once).
    private var unmarked: (term: String, node: XMLNode, count: Int)?

    init(file: String) { self.file = file }

    /// The data category an element carries, DCA or DCT style, as (core element, type):
    /// `<termNote type="termType">` and `<basic:termType>` both give ("termNote", "termType").
    static func category(_ node: XMLNode) -> (element: String, type: String?) {
        if let element = categoryElements[node.localName] { return (element, node.localName) }
        return (node.localName, node.attributes["type"])
    }

    /// The core element of each data category of TBX-Min and TBX-Basic (for DCT-style files).
    static let categoryElements: [String: String] = [
        "administrativeStatus": "termNote", "normativeAuthorization": "termNote", "partOfSpeech": "termNote",
        "termType": "termNote", "termLocation": "termNote", "grammaticalGender": "termNote",
        "geographicalUsage": "termNote", "subjectField": "descrip", "definition": "descrip", "context": "descrip",
        "source": "admin", "customerSubset": "admin", "projectSubset": "admin", "crossReference": "ref",
        "externalCrossReference": "xref", "xGraphic": "xref",
    ]

    func error(_ node: XMLNode, _ message: String) -> GlossaryError {
        .malformed(file: file, line: node.line, column: node.column, message: message)
    }

    mutating func report(
        _ severity: GlossaryDiagnostic.Severity, _ node: XMLNode, _ message: String, house: Bool = false
    ) {
        diagnostics.append(
            GlossaryDiagnostic(
                severity, file: file, line: node.line, column: node.column, message: message, isHouseConvention: house))
    }

    mutating func warn(_ node: XMLNode, _ message: String) { report(.warning, node, message) }

    /// Notes an element the glossary model has no place for; ``finish()`` reports each kind once.
    mutating func ignore(_ node: XMLNode, in parent: XMLNode) {
        let type = node.attributes["type"].map { " of type '\($0)'" } ?? ""
        let what = "ignored element '\(node.localName)'\(type) in '\(parent.localName)'"
        if let index = ignoredIndex[what] {
            ignored[index].count += 1
        } else {
            ignoredIndex[what] = ignored.count
            ignored.append((what, node, 1))
        }
    }

    static func clean(_ text: String) -> String {
        text.trimmingWhitespace()
    }

    /// The diagnostics, with one warning per language tag that had to be mapped.
    mutating func finish() -> [GlossaryDiagnostic] {
        for tag in mappedTags {
            let times = tag.count == 1 ? "" : " (\(tag.count) language sections)"
            warn(tag.node, "language tag '\(tag.from)' read as '\(tag.to)'\(times)")
        }
        mappedTags = []
        for element in ignored {
            warn(element.node, element.what + (element.count == 1 ? "" : " (\(element.count) times, first here)"))
        }
        ignored = []
        if let unmarked {
            let others = unmarked.count == 1 ? "" : " (\(unmarked.count) terms without one, first here)"
            report(.warning, unmarked.node, "term '\(unmarked.term)' has no administrative status; taken as admitted\(others)", house: true)
        }
        unmarked = nil
        return diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    mutating func glossary(_ root: XMLNode) throws(GlossaryError) -> Glossary {
        switch root.localName {
        case "tbx":
            let namespace = root.attributes["xmlns"] ?? ""
            guard TBXReader.namespaces.contains(namespace) else {
                throw error(root, "unsupported tbx namespace '\(namespace)' (expected '\(TBXReader.namespaces[1])')")
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
        if let header = root.child(named: root.localName == "tbx" ? "tbxHeader" : "martifHeader"),
            let encoding = header.child(named: "encodingDesc")
        {
            for p in encoding.children where p.localName == "p" && p.attributes["type"] == GlossaryPolicies.tbxType {
                switch GlossaryPolicies.parse(Self.clean(p.text)) {
                case .success(let setting): glossary.policies.set(setting)
                case .failure(let problem): warn(p, problem.description + "; the setting is not used")
                }
            }
        }
        guard let text = root.child(named: "text"), let body = text.child(named: "body") else {
            throw error(root, "missing 'text/body' element")
        }
        var pendingIds: [(index: Int, node: XMLNode)] = []
        for child in body.children {
            switch child.localName {
            case "conceptEntry", "termEntry":
                let (concept, hasId) = try self.concept(child)
                if !hasId { pendingIds.append((glossary.concepts.count, child)) }
                glossary.concepts.append(concept)
            default: ignore(child, in: body)
            }
        }
        // Generated ids come last so that they never take an id written in the file.
        for (index, node) in pendingIds {
            let id = generatedId(for: glossary.concepts[index])
            glossary.concepts[index].id = id
            let severity: GlossaryDiagnostic.Severity = node.localName == "termEntry" ? .info : .warning
            report(severity, node, "'\(node.localName)' without an id; given the id '\(id)'")
        }
        return glossary
    }

    /// A stable id for a concept read without one: `entry-` and a hash of its languages and terms.
    mutating func generatedId(for concept: Concept) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for language in concept.languages {
            for byte in language.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            for term in concept.terms[language] ?? [] {
                for byte in term.text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                hash = (hash ^ 0x1f) &* 0x100_0000_01b3
            }
        }
        let base = "entry-" + String(hash, radix: 16).leftPadded(to: 16)
        var id = base
        var n = 2
        while !conceptIds.insert(id).inserted {
            id = "\(base)-\(n)"
            n += 1
        }
        return id
    }

    mutating func concept(_ node: XMLNode) throws(GlossaryError) -> (Concept, hasId: Bool) {
        let written = node.attributes["id"].map(Self.clean) ?? ""
        if !written.isEmpty { conceptIds.insert(written) }
        var concept = Concept(id: written)
        for child in node.children {
            switch Self.category(child) {
            case ("descrip", "subjectField"): concept.subjectField = Self.clean(child.text)
            case ("descrip", "definition"): concept.definitions["en"] = Self.clean(child.text)
            case ("descripGrp", _):
                if let d = child.children.first(where: { Self.category($0) == ("descrip", "subjectField") }) {
                    concept.subjectField = Self.clean(d.text)
                } else if let d = child.children.first(where: { Self.category($0) == ("descrip", "definition") }) {
                    concept.definitions["en"] = Self.clean(d.text)
                } else {
                    ignore(child, in: node)
                }
            case ("xref", _), ("ref", _):
                var symbol = Self.clean(child.text)
                if let target = child.attributes["target"], target.hasPrefix("symbol:") {
                    symbol = String(target.dropFirst("symbol:".count))
                }
                if symbol.isEmpty {
                    warn(child, "cross-reference without a symbol")
                } else {
                    concept.symbols.append(symbol)
                }
            case ("note", _): concept.notes.append(Self.clean(child.text))
            case ("langSec", _), ("langSet", _):
                guard let written = child.attributes["xml:lang"] ?? child.attributes["lang"] else {
                    throw error(child, "language section without 'xml:lang'")
                }
                try languageSection(child, language: language(written, at: child), into: &concept)
            default: ignore(child, in: node)
            }
        }
        return (concept, !written.isEmpty)
    }

    /// The language key for a tag written in the file (see ``LanguageResolver``).
    mutating func language(_ written: String, at node: XMLNode) -> String {
        switch LanguageResolver.resolve(written) {
        case .exact(let tag):
            return tag
        case .mapped(let from, let to):
            if let index = mappedTags.firstIndex(where: { $0.from == from }) {
                mappedTags[index].count += 1
            } else {
                mappedTags.append((from, to, node, 1))
            }
            return to
        case .unusable(_, let reason):
            report(.error, node, "\(reason); its terms are kept under '\(written)' and match no document")
            return written
        }
    }

    mutating func languageSection(_ node: XMLNode, language: String, into concept: inout Concept)
        throws(GlossaryError)
    {
        for child in node.children {
            switch Self.category(child) {
            case ("descrip", "definition"): concept.definitions[language] = Self.clean(child.text)
            case ("descripGrp", _):
                if let d = child.children.first(where: { Self.category($0) == ("descrip", "definition") }) {
                    concept.definitions[language] = Self.clean(d.text)
                } else {
                    ignore(child, in: node)
                }
            case ("termSec", _), ("tig", _), ("ntig", _):
                concept.terms[language, default: []].append(try term(child))
            default: ignore(child, in: node)
            }
        }
        if concept.terms[language] == nil && concept.definitions[language] == nil {
            warn(node, "language section '\(language)' of concept '\(concept.id)' has no terms")
        }
    }

    mutating func term(_ node: XMLNode) throws(GlossaryError) -> Term {
        // `ntig` wraps the term and its notes in a `termGrp`; `termNoteGrp` wraps one note.
        var elements: [(XMLNode, parent: XMLNode)] = []
        for child in node.children {
            if child.localName == "termGrp" || child.localName == "termNoteGrp" {
                elements += child.children.map { ($0, child) }
            } else {
                elements.append((child, node))
            }
        }
        guard let termNode = elements.first(where: { $0.0.localName == "term" })?.0 else {
            throw error(node, "term section without a 'term'")
        }
        // Term text is kept exactly (lint reports padding); only the XML layout is not term text.
        var term = Term(termNode.text, status: .admitted)
        var sawStatus = false
        var pendingContext: (sentence: String, node: XMLNode)?
        var locationNote: XMLNode?
        for (child, parent) in elements where child !== termNode {
            switch Self.category(child) {
            case ("termNote", "administrativeStatus"), ("termNote", "normativeAuthorization"):
                term.status = try status(child)
                sawStatus = true
            case ("termNote", "partOfSpeech"): term.partOfSpeech = Self.clean(child.text)
            case ("termNote", "termType"): term.termType = Self.clean(child.text)
            case ("termNote", "termLocation"):
                term.termLocation = Self.clean(child.text)
                locationNote = child
            case ("descripGrp", _):
                guard let descrip = child.children.first(where: { Self.category($0) == ("descrip", "context") }) else {
                    ignore(child, in: parent)
                    continue
                }
                let source = child.children.first { Self.category($0) == ("admin", "source") }
                term.contexts.append(context(Self.clean(descrip.text), citation: source, at: child))
            case ("descrip", "context"):
                // Legacy files put the context directly in the `tig`, optionally followed by a source.
                if let pending = pendingContext {
                    term.contexts.append(context(pending.sentence, citation: nil, at: pending.node))
                }
                pendingContext = (Self.clean(child.text), child)
            case ("admin", "source"):
                if let pending = pendingContext {
                    term.contexts.append(context(pending.sentence, citation: child, at: pending.node))
                    pendingContext = nil
                } else {
                    term.source = Self.clean(child.text)
                }
            case ("note", _): term.notes.append(Self.clean(child.text))
            default: ignore(child, in: parent)
            }
        }
        if let pending = pendingContext {
            term.contexts.append(context(pending.sentence, citation: nil, at: pending.node))
        }
        if let locationNote { restoreLocation(of: &term, at: locationNote) }
        if !sawStatus {
            if let first = unmarked { unmarked?.count = first.count + 1 } else { unmarked = (term.text, node, 1) }
        }
        return term
    }

    /// Reads an administrative status: a TBX-Basic value, or the nearest one with a warning.
    mutating func status(_ node: XMLNode) throws(GlossaryError) -> AdministrativeStatus {
        let value = Self.clean(node.text)
        if let status = AdministrativeStatus(tbxValue: value) { return status }
        guard let status = AdministrativeStatus(foreignValue: value) else {
            throw error(
                node,
                "unknown administrative status '\(value)' (expected preferredTerm-admn-sts, admittedTerm-admn-sts, "
                    + "deprecatedTerm-admn-sts or supersededTerm-admn-sts)")
        }
        warn(node, "administrative status '\(value)' is not a TBX-Basic value; read as '\(status.tbxValue)'")
        return status
    }

    /// Restores a `termLocation` written as its nearest picklist value with a `termLocation: VALUE`
    /// note (see ``TermLocationPicklist``); warns about a value outside the picklist.
    mutating func restoreLocation(of term: inout Term, at node: XMLNode) {
        guard let written = term.termLocation else { return }
        if let index = term.notes.firstIndex(where: { $0.hasPrefix(TermLocationPicklist.notePrefix) }) {
            let exact = String(term.notes[index].dropFirst(TermLocationPicklist.notePrefix.count))
            if TermLocationPicklist.picklistValue(for: exact) == written {
                term.termLocation = exact
                term.notes.remove(at: index)
                return
            }
        }
        if !TermLocationPicklist.values.contains(written) {
            warn(node, "termLocation '\(written)' is not in the TBX-Basic picklist (nearest: '\(TermLocationPicklist.picklistValue(for: written))')")
        }
    }

    mutating func context(_ sentence: String, citation: XMLNode?, at node: XMLNode) -> TermContext {
        guard let citation else {
            report(.warning, node, "context without a source citation", house: true)
            return TermContext(sentence: sentence, document: "", line: 0)
        }
        let text = Self.clean(citation.text)
        guard let parsed = TermContext.parseCitation(text) else {
            report(.warning, citation, "source '\(text)' is not 'DOCUMENT_ID:LINE'", house: true)
            return TermContext(sentence: sentence, document: text, line: 0)
        }
        return TermContext(sentence: sentence, document: parsed.document, line: parsed.line)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
