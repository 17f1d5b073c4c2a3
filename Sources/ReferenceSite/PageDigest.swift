import Crypto
import Foundation
import TextKit

/// What a page of the site is made from, digested: a build that finds a page's digest unchanged
/// since the site was last written keeps the page as it is instead of rendering it again (a build
/// that changed one document changes a few of a corpus's thousands of pages).
///
/// A page's text depends on its own record in the model and on a little of the rest: the site's
/// generator and languages (the frame and the tables' columns), the names of the symbols and
/// concepts it links to, the concepts' terms a symbol page lists, the documents' paths a concept
/// page lists. That context is digested once (`init`), with `salt` (the renderer's identity: another
/// executable may render otherwise), and each page's digest covers it and the page's record.
struct PageDigest {
    /// The context's digest, with which every page's bytes begin.
    private let prefix: [UInt8]

    init(model: ReferenceModel, salt: String) {
        var w = IdentityWriter()
        w.add(salt)
        w.add(model.generator)
        w.add(model.languages)
        w.add(model.conceptIndex.map(\.language))
        w.add(model.symbols.flatMap { [$0.slug, $0.symbol] })
        w.add(model.documents.flatMap { [$0.slug, $0.path] })
        w.add(model.concepts.count)
        for concept in model.concepts {
            w.add(concept.slug)
            w.add(concept.name)
            w.add(concept.terms)
        }
        prefix = Array(SHA256.hash(data: w.bytes))
    }

    /// The digest of `page` in this context, in hexadecimal.
    func callAsFunction(_ page: some PageIdentity) -> String {
        var w = IdentityWriter()
        w.bytes = prefix
        page.identify(into: &w)
        return Hexadecimal.lowercase(SHA256.hash(data: w.bytes))
    }
}

/// A record of the reference model written into an `IdentityWriter`: every field, in order.
protocol PageIdentity {
    func identify(into w: inout IdentityWriter)
}

/// The bytes that tell a record apart from any other of its type: its fields in a fixed order,
/// strings with their length, lists with their count, a mark for a missing value, dictionaries in
/// key order (their own order changes from one process to the next). `fields` counts the fields
/// written at the top level, so that a test can check that a type writes every field it has.
struct IdentityWriter {
    var bytes: [UInt8] = []
    private(set) var fields = 0
    private var depth = 0

    private mutating func field() { if depth == 0 { fields += 1 } }

    private mutating func integer(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func raw(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func add(_ value: String) {
        field()
        raw(value)
    }

    mutating func add(_ value: Int) {
        field()
        integer(value)
    }

    mutating func add(_ value: Bool) {
        field()
        bytes.append(value ? 1 : 0)
    }

    mutating func add(_ value: String?) {
        field()
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        raw(value)
    }

    mutating func add(_ value: Double?) {
        field()
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func add(_ values: [String]) {
        field()
        integer(values.count)
        for value in values { raw(value) }
    }

    mutating func add(_ values: [[String]]) {
        field()
        integer(values.count)
        for value in values {
            integer(value.count)
            for part in value { raw(part) }
        }
    }

    mutating func add(_ values: [String: String]) {
        field()
        keyed(values) { $0.raw($1) }
    }

    mutating func add(_ values: [String: Int]) {
        field()
        keyed(values) { $0.integer($1) }
    }

    mutating func add(_ value: some PageIdentity) {
        field()
        depth += 1
        value.identify(into: &self)
        depth -= 1
    }

    mutating func add(_ values: [some PageIdentity]) {
        field()
        depth += 1
        list(values)
        depth -= 1
    }

    mutating func add(_ values: [String: some PageIdentity]) {
        field()
        depth += 1
        keyed(values) { $1.identify(into: &$0) }
        depth -= 1
    }

    mutating func add(_ values: [String: [some PageIdentity]]) {
        field()
        depth += 1
        keyed(values) { $0.list($1) }
        depth -= 1
    }

    /// A list's count, then each record.
    private mutating func list(_ values: [some PageIdentity]) {
        integer(values.count)
        for value in values { value.identify(into: &self) }
    }

    /// A dictionary's count, then each key and its value in key order.
    private mutating func keyed<Value>(_ values: [String: Value], _ write: (inout IdentityWriter, Value) -> Void) {
        integer(values.count)
        for key in values.keys.sorted() {
            raw(key)
            write(&self, values[key]!)
        }
    }
}

extension ReferenceModel.SymbolPage: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(slug)
        w.add(symbol)
        w.add(kind)
        w.add(owner)
        w.add(ownerType)
        w.add(inModel)
        w.add(offerConcept)
        w.add(availability)
        w.add(availabilityConfirmed)
        w.add(serviceVersion)
        w.add(deprecated)
        w.add(appleDocumentation)
        w.add(contradictions)
        w.add(concepts)
        w.add(sentences)
        w.add(mentions)
        w.add(code)
        w.add(related)
    }
}

extension ReferenceModel.ConceptPage: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(slug)
        w.add(id)
        w.add(name)
        w.add(subjectField)
        w.add(terms)
        w.add(definitions)
        w.add(contexts)
        w.add(symbols)
        w.add(occurrences)
        w.add(findings)
    }
}

extension ReferenceModel.DocumentPage: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(slug)
        w.add(id)
        w.add(path)
        w.add(language)
        w.add(title)
        w.add(kind)
        w.add(versions)
        w.add(sections)
        w.add(code)
        w.add(mentions)
        w.add(findings)
        w.add(lines)
    }
}

extension ReferenceModel.Citation: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(path)
        w.add(document)
        w.add(language)
        w.add(line)
        w.add(text)
    }
}

extension ReferenceModel.SentencePair: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(sides)
        w.add(score)
    }
}

extension ReferenceModel.Availability: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(platform)
        w.add(introduced)
        w.add(deprecated)
    }
}

extension ReferenceModel.Contradiction: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(citation)
        w.add(claim)
        w.add(model)
        w.add(suggestion)
    }
}

extension ReferenceModel.Code: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(path)
        w.add(document)
        w.add(line)
        w.add(language)
        w.add(title)
        w.add(code)
    }
}

extension ReferenceModel.TermEntry: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(text)
        w.add(status)
        w.add(use)
    }
}

extension ReferenceModel.FindingEntry: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(rule)
        w.add(severity)
        w.add(path)
        w.add(document)
        w.add(line)
        w.add(message)
    }
}

extension ReferenceModel.Section: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(heading)
        w.add(level)
        w.add(line)
    }
}

extension ReferenceModel.Line: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(line)
        w.add(text)
    }
}

extension ReferenceModel.Mention: PageIdentity {
    func identify(into w: inout IdentityWriter) {
        w.add(symbol)
        w.add(slug)
        w.add(line)
    }
}
