import CorpusModel
import DocumentParsing
import Foundation
import Testing

/// Golden tests: each seed's record (and a few perf-corpus transcripts) is pinned in
/// `Fixtures/<id>.json`. Set `TERMBRIDGE_RECORD=1` to re-record after an intended change.
@Suite struct SeedGoldenTests {
    /// The pinned view of a record: everything but the bulk text of paragraphs and segments,
    /// which is pinned by count and by its first and last segments.
    struct Golden: Codable, Equatable {
        var id: String
        var language: LanguageTag
        var kind: DocumentKind
        var title: String
        var abstract: String?
        var site: String?
        var sections: [Section]
        var chapters: [Chapter]
        var resources: [String]
        var relatedVideos: [String]
        var codeListings: [CodeListing]
        var glosses: [Gloss]
        var paragraphCount: Int
        var segmentCount: Int
        var firstSegments: [Segment]
        var lastSegments: [Segment]
        var apiMentions: [APIMention]
        var availability: [AvailabilityFact]
        var numbers: [NumericFact]
        var diagnostics: [ParseDiagnostic]

        init(_ d: Document, mentionLimit: Int = .max) {
            id = d.id; language = d.language; kind = d.kind; title = d.title; abstract = d.abstract; site = d.site
            sections = d.sections; chapters = d.chapters; resources = d.resources; relatedVideos = d.relatedVideos
            codeListings = d.codeListings; glosses = d.glosses; paragraphCount = d.paragraphs.count
            segmentCount = d.segments.count; firstSegments = Array(d.segments.prefix(5)); lastSegments = Array(d.segments.suffix(3))
            apiMentions = Array(d.apiMentions.prefix(mentionLimit)); availability = d.availability; numbers = d.numbers
            diagnostics = d.diagnostics
        }
    }

    static func check(_ document: Document, fixture name: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let golden = Golden(document, mentionLimit: document.kind == .subtitleTranscript ? 200 : .max)
        let url = SeedFiles.fixtures.appendingPathComponent(name + ".json")
        if ProcessInfo.processInfo.environment["TERMBRIDGE_RECORD"] == "1" {
            try encoder.encode(golden).write(to: url)
            return
        }
        let expected = try String(decoding: Data(contentsOf: url), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actual = String(decoding: try encoder.encode(golden), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(expected, actual).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? (expected.count == actual.count ? nil : min(expected.count, actual.count)) {
            let want = line < expected.count ? expected[line] : "<end>"
            let got = line < actual.count ? actual[line] : "<end>"
            Issue.record("record of '\(name)' differs from Fixtures/\(name).json at line \(line + 1): expected \(want), got \(got) (TERMBRIDGE_RECORD=1 re-records)")
        }
    }

    @Test(arguments: SeedFiles.seeds.map(\.id))
    func seedRecordMatchesGolden(id: String) throws {
        try Self.check(try SeedFiles.seed(id), fixture: id)
    }

    @Test(.enabled(if: SeedFiles.hasPerfCorpus, "needs ../shared/perf-corpus"), arguments: SeedFiles.perfSamples)
    func perfTranscriptMatchesGolden(file: String) throws {
        let document = try SeedFiles.parse(SeedFiles.perfCorpus.appendingPathComponent(file))
        try Self.check(document, fixture: file.replacingOccurrences(of: ".txt", with: ""))
    }
}
