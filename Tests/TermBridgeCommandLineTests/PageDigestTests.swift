import Foundation
import Testing

@testable import ReferenceSite

/// A page's digest covers every field of its record and what the page shows of the rest of the
/// model, and is the same from one process to the next; the renderer skips exactly the pages the
/// writer holds.
@Suite struct PageDigestTests {
    static var model: ReferenceModel { ReferenceSiteTests.site.model }

    /// Every field of every record a page is made from is written: a field added to the model
    /// and not to its `identify(into:)` fails here.
    @Test func everyRecordWritesEachOfItsFields() throws {
        let model = Self.model
        let symbol = try #require(model.symbols.first { !$0.sentences.isEmpty && !$0.code.isEmpty })
        let pair = try #require(symbol.sentences.first)
        let citation = try #require(pair.sides.values.first)
        let concept = try #require(model.concepts.first { !$0.terms.isEmpty })
        let document = try #require(model.documents.first { !$0.sections.isEmpty && !$0.mentions.isEmpty })
        let records: [any PageIdentity] = [
            symbol, concept, document, pair, citation, try #require(symbol.code.first),
            try #require(concept.terms.values.first?.first), try #require(document.sections.first),
            try #require(document.mentions.first),
            ReferenceModel.Availability(platform: "iOS", introduced: "18.0", deprecated: nil),
            ReferenceModel.Contradiction(citation: citation, claim: "c", model: "m", suggestion: nil),
            ReferenceModel.FindingEntry(rule: "r", severity: "error", path: "p", document: "d", line: 1, message: "m"),
            ReferenceModel.Line(line: 3, text: "t"),
        ]
        for record in records {
            var w = IdentityWriter()
            record.identify(into: &w)
            #expect(w.fields == Mirror(reflecting: record).children.count, "\(type(of: record))")
        }
    }

    @Test func aDigestChangesWithThePageAndWhatItShowsOfTheRest() throws {
        let model = Self.model
        let digest = PageDigest(model: model, salt: "a")
        let symbol = try #require(model.symbols.first { !$0.sentences.isEmpty })
        let document = try #require(model.documents.first { !$0.mentions.isEmpty })
        #expect(digest(symbol) == PageDigest(model: model, salt: "a")(symbol), "the same model and salt")
        #expect(digest(symbol).count == 64 && digest(symbol) != digest(document))

        var moved = document
        moved.mentions[0].line += 1
        #expect(digest(moved) != digest(document), "a mention on another line")
        var cited = symbol
        cited.sentences[0].sides[cited.sentences[0].sides.keys.sorted()[0]]!.text += "。"
        #expect(digest(cited) != digest(symbol), "another sentence")
        // Fields that can hold nothing or something, and strings that could run into each other.
        var owned = symbol
        (owned.owner, owned.ownerType) = (owned.ownerType, owned.owner)
        if owned.owner != symbol.owner { #expect(digest(owned) != digest(symbol)) }
        var a = symbol
        var b = symbol
        (a.kind, a.owner) = ("ab", "c")
        (b.kind, b.owner) = ("a", "bc")
        #expect(digest(a) != digest(b))

        // Another salt, another symbol's name (pages link to it by name), another concept's terms.
        #expect(PageDigest(model: model, salt: "b")(document) != digest(document))
        var renamed = model
        renamed.symbols[renamed.symbols.count - 1].symbol += "X"
        #expect(PageDigest(model: renamed, salt: "a")(document) != digest(document))
        var reworded = model
        let concept = try #require(reworded.concepts.firstIndex { !$0.terms.isEmpty })
        let language = reworded.concepts[concept].terms.keys.sorted()[0]
        reworded.concepts[concept].terms[language]![0].text += "X"
        #expect(PageDigest(model: reworded, salt: "a")(symbol) != digest(symbol))
    }

    /// Dictionaries are written in key order: the same digest whatever order they were filled in.
    @Test func dictionariesAreWrittenInKeyOrder() {
        var page = ReferenceModel.ConceptPage(
            slug: "s", id: "c1", name: "n", subjectField: nil, terms: [:], definitions: [:], contexts: [], symbols: [],
            occurrences: [:], findings: [])
        var reversed = page
        for n in 0..<50 { page.occurrences["d\(n)"] = n }
        for n in (0..<50).reversed() { reversed.occurrences["d\(n)"] = n }
        let digest = PageDigest(model: Self.model, salt: "")
        #expect(digest(page) == digest(reversed))
        reversed.occurrences["d7"] = 8
        #expect(digest(page) != digest(reversed))
    }

    /// The renderer makes the text of every page but those the writer holds, and hands over the
    /// same digests either way.
    @Test func thePagesTheWriterHoldsAreNotRendered() {
        let renderer = HTMLRenderer(model: Self.model)
        var first: [String: HTMLRenderer.File] = [:]
        renderer.render(salt: "s", unchanged: { _, _ in false }) { for file in $0 { first[file.path] = file } }
        #expect(first.mapValues { $0.text ?? "" } == ReferenceSiteTests.site.files)
        let pages = first.values.filter { $0.digest != nil }
        #expect(pages.count == Self.model.symbols.count + Self.model.concepts.count + Self.model.documents.count)
        #expect(first.values.filter { $0.digest == nil }.allSatisfy { !$0.path.contains("/") }, "the site's own files are always made")

        let held = Set(pages.map(\.path).filter { $0.hasPrefix("symbols/") })
        var second: [String: HTMLRenderer.File] = [:]
        renderer.render(salt: "s", unchanged: { path, digest in held.contains(path) && first[path]?.digest == digest }) {
            for file in $0 { second[file.path] = file }
        }
        #expect(second.keys.sorted() == first.keys.sorted())
        for (path, file) in second {
            #expect(file.digest == first[path]?.digest)
            #expect((file.text == nil) == held.contains(path), "\(path)")
        }
    }
}
