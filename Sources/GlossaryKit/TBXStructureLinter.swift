import Foundation

/// Checks the structure of a TBX v3 file the way its validators do, for `glossary lint` on files
/// other tools wrote: the core structure (text of the header inside `<p>`, only `body` and `back`
/// in `text`, one `term` first in each `termSec`, a `type` on every data-category element, one
/// data category per group) for every file, and for a DCA-style file that declares the dialect
/// TBX-Basic or TBX-Min, the dialect's data categories, picklists and levels (the TBX-Basic 1.2.1
/// Schematron's rules; TBX-Min allows only `subjectField`, `partOfSpeech`, `customerSubset` and a
/// status).
///
/// Every finding is a TBX validity problem, never a house convention, located at the element's
/// start tag. Names an earlier TBX-Basic used (`usageStatus`, the transaction `creation`), which
/// LTAC's own test files still carry, are warnings. TBX 2008 (`martif`) files are not checked
/// here: the reader already refuses what it cannot use in them.
public enum TBXStructureLinter {
    /// The structural findings for the TBX in `data` (empty for TBX 2008); throws the reader's
    /// located error for XML that is not well-formed.
    public static func lint(_ data: Data, file: String) throws(GlossaryError) -> [GlossaryDiagnostic] {
        let root = try XMLTreeBuilder.parse(data, file: file)
        guard root.localName == "tbx" else { return [] }
        var linter = Walker(file: file, dialect: Dialect(root))
        linter.visit(root, parents: [])
        return linter.findings
    }

    /// The dialect whose data categories apply.
    enum Dialect {
        case basic, min, other

        init(_ root: XMLNode) {
            guard (root.attributes["style"] ?? "dca").lowercased() == "dca" else {
                self = .other
                return
            }
            switch root.attributes["type"] {
            case "TBX-Basic": self = .basic
            case "TBX-Min": self = .min
            default: self = .other
            }
        }

        var name: String { self == .basic ? "TBX-Basic" : "TBX-Min" }
    }

    /// The data-category elements, which need a `type`.
    static let typed: Set<String> = [
        "admin", "adminNote", "descrip", "descripNote", "ref", "termNote", "transac", "transacNote", "xref",
    ]

    /// The group elements and the one data category each holds.
    static let groups = [
        "adminGrp": "admin", "descripGrp": "descrip", "termNoteGrp": "termNote", "transacGrp": "transac",
    ]

    /// Header elements whose text must be in `<p>` elements.
    static let paragraphHolders: Set<String> = ["sourceDesc", "publicationStmt", "encodingDesc", "revisionDesc"]

    /// TBX-Basic 1.2.1: the types each data-category element may have.
    static let basicTypes: [String: Set<String>] = [
        "admin": ["customerSubset", "projectSubset", "source"],
        "descrip": ["subjectField", "context", "definition"],
        "ref": ["crossReference"],
        "termNote": [
            "administrativeStatus", "partOfSpeech", "geographicalUsage", "grammaticalGender", "termLocation", "termType",
        ],
        "transac": ["transactionType"],
        "transacNote": ["responsibility"],
        "xref": ["externalCrossReference", "xGraphic"],
    ]

    /// TBX-Min: the types each data-category element may have (no other element is allowed).
    static let minTypes: [String: Set<String>] = [
        "admin": ["customerSubset"],
        "descrip": ["subjectField"],
        "termNote": ["administrativeStatus", "usageStatus", "partOfSpeech"],
    ]

    /// Picklists: element type → allowed values.
    static let picklists: [String: Set<String>] = [
        "administrativeStatus": [
            "admittedTerm-admn-sts", "deprecatedTerm-admn-sts", "supersededTerm-admn-sts", "preferredTerm-admn-sts",
        ],
        "partOfSpeech": ["adjective", "noun", "other", "verb", "adverb"],
        "grammaticalGender": ["masculine", "feminine", "neuter", "other"],
        "termType": ["fullForm", "acronym", "abbreviation", "shortForm", "variant", "phrase"],
        "termLocation": [
            "checkBox", "comboBox", "comboBoxElement", "dialogBox", "groupBox", "informativeMessage",
            "interactiveMessage", "menuItem", "progressBar", "pushButton", "radioButton", "slider", "spinBox", "tab",
            "tableText", "textBox", "toolTip", "user-definedType",
        ],
        "transactionType": ["origination", "modification"],
        "usageStatus": ["preferred", "admitted", "notRecommended", "obsolete", "deprecated"],
    ]

    /// TBX-Basic 1.2.1: where a data category may be (the sections it may be in, directly or
    /// through a group).
    static let basicLevels: [String: Set<String>] = [
        "subjectField": ["conceptEntry"],
        "definition": ["conceptEntry", "langSec"],
        "context": ["termSec"],
        "xGraphic": ["conceptEntry", "langSec"],
        "externalCrossReference": ["conceptEntry", "langSec", "termSec"],
        "transactionType": ["conceptEntry", "langSec", "termSec"],
        "responsibility": ["conceptEntry", "langSec", "termSec"],
    ]

    struct Walker {
        let file: String
        let dialect: Dialect
        var findings: [GlossaryDiagnostic] = []

        mutating func report(_ severity: GlossaryDiagnostic.Severity, _ node: XMLNode, _ message: String) {
            findings.append(GlossaryDiagnostic(severity, file: file, line: node.line, column: node.column, message: message))
        }

        mutating func visit(_ node: XMLNode, parents: [XMLNode]) {
            check(node, parents: parents)
            let inner = parents + [node]
            for child in node.children { visit(child, parents: inner) }
        }

        mutating func check(_ node: XMLNode, parents: [XMLNode]) {
            let name = node.localName
            if paragraphHolders.contains(name), !node.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                report(.error, node, "text in '\(name)' must be inside '<p>' elements")
            }
            switch name {
            case "text":
                for child in node.children where child.localName != "body" && child.localName != "back" {
                    report(.error, child, "'\(child.localName)' is not allowed in 'text' (expected 'body' or 'back')")
                }
            case "termSec":
                let terms = node.children(named: "term")
                if let first = node.children.first, first.localName != "term", !terms.isEmpty {
                    report(.error, first, "'\(first.localName)' comes before the 'term' of its 'termSec' (the term comes first)")
                }
                for extra in terms.dropFirst() {
                    report(.error, extra, "a second 'term' in one 'termSec' (a termSec holds one term)")
                }
            default:
                if let member = groups[name] {
                    // (A DCT-style group holds a module element instead, such as `basic:definition`.)
                    let members = node.children(named: member)
                    for extra in members.dropFirst() {
                        report(.error, extra, "a second '\(member)' in one '\(name)' (a group holds one)")
                    }
                }
            }
            guard typed.contains(name) else {
                if dialect == .min, ["ref", "xref", "transacGrp"].contains(name) {
                    report(.error, node, "'\(name)' is not allowed in TBX-Min")
                }
                return
            }
            guard let type = node.attributes["type"], !type.isEmpty else {
                report(.error, node, "'\(name)' has no 'type' attribute")
                return
            }
            checkDialect(node, type: type, parents: parents)
        }

        mutating func checkDialect(_ node: XMLNode, type: String, parents: [XMLNode]) {
            let name = node.localName
            let allowed: [String: Set<String>]
            switch dialect {
            case .basic: allowed = basicTypes
            case .min: allowed = minTypes
            case .other: return
            }
            guard let types = allowed[name] else {
                report(.error, node, "'\(name)' is not allowed in \(dialect.name)")
                return
            }
            if !types.contains(type) {
                if dialect == .basic, name == "termNote", type == "usageStatus" {
                    report(.warning, node, "'usageStatus' is an earlier TBX-Basic's name; TBX-Basic 1.2.1 uses 'administrativeStatus'")
                } else {
                    report(
                        .error, node,
                        "'\(name)' of type '\(type)' is not allowed in \(dialect.name) (expected \(types.sorted().map { "'\($0)'" }.joined(separator: ", ")))")
                    return
                }
            }
            let value = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if let values = picklists[type], !values.contains(value) {
                if type == "transactionType", value == "creation" {
                    report(.warning, node, "'creation' is an earlier TBX-Basic's transaction; TBX-Basic 1.2.1 uses 'origination'")
                } else {
                    report(
                        .error, node,
                        "'\(value)' is not a value of '\(type)' (expected \(values.sorted().map { "'\($0)'" }.joined(separator: ", ")))")
                }
            }
            // Where it is: the nearest section (conceptEntry, langSec, termSec), past one group.
            guard dialect == .basic else { return }
            let section = parents.last(where: { ["conceptEntry", "langSec", "termSec"].contains($0.localName) })?.localName
            let levels = name == "termNote" ? ["termSec"] : basicLevels[type]
            if let levels, let section, !levels.contains(section) {
                report(
                    .error, node,
                    "'\(name)' of type '\(type)' is not allowed in '\(section)' (expected in \(levels.sorted().map { "'\($0)'" }.joined(separator: " or ")))")
            }
        }
    }
}
