import CorpusModel
import DocumentParsing
import Foundation
import Testing

/// The properties the issue names, checked directly on the seed records.
@Suite struct SeedRecordTests {
    @Test(arguments: [("000", LanguageTag.japanese), ("004", .simplifiedChinese)])
    func sessionPageHasChaptersResourcesAndRestoredListings(prefix: String, language: LanguageTag) throws {
        let d = try SeedFiles.seed(prefix)
        #expect(d.kind == .sessionTranscript)
        #expect(d.language == language)
        #expect(d.chapters.count == 6)
        #expect(d.chapters.first == Chapter(time: "0:00", title: "Introduction", line: 7))
        #expect(d.chapters.contains { $0.time == "4:37" && $0.title == "Introducing win-back offers" })
        #expect(d.resources.count == 13)
        #expect(d.relatedVideos == ["WWDC24", "WWDC23"])
        #expect(d.codeListings.count == 4)
        for listing in d.codeListings {
            #expect(listing.code.split(separator: "\n").contains("import StoreKit"), "\(listing.title ?? "")")
            #expect(listing.raw.hasPrefix("// "))
            #expect(!listing.raw.contains("\n"))
        }
        #expect(d.codeListings[0].time == "4:25")
        #expect(d.codeListings[0].title == "Present offer code redemption sheet on macOS - SwiftUI API")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }

    @Test(arguments: ["000", "004"])
    func sessionPageFindsTheKeyAPIMentions(prefix: String) throws {
        let d = try SeedFiles.seed(prefix)
        let prose = d.apiMentions.filter { $0.origin == .prose }
        #expect(prose.contains { $0.symbol == "eligibleWinBackOfferIDs" && $0.kind == .member })
        #expect(prose.contains { $0.symbol == "preferredSubscriptionOffer" })
        #expect(prose.contains { $0.symbol == "offerDiscountType" && $0.kind == .serverField })
        #expect(d.apiMentions.contains { $0.symbol == "Product.SubscriptionInfo" && $0.kind == .type && $0.origin == .code })
        #expect(d.apiMentions.contains { $0.symbol == "purchase(options:)" && $0.kind == .method })
        #expect(d.apiMentions.contains { $0.symbol == ".winBackOffer" && $0.kind == .enumCase })
        let symbols = Set(d.apiMentions.map(\.symbol))
        for word in ["App", "Store", "Xcode", "StoreKit", "iOS", "macOS", "API", "APIs", "WWDC24", "Forum"] {
            #expect(!symbols.contains(word), "'\(word)' is not an API mention")
        }
    }

    @Test(arguments: ["000", "004"])
    func sessionPageFindsAvailability(prefix: String) throws {
        let d = try SeedFiles.seed(prefix)
        let facts = Set(d.availability.map { "\($0.platform) \($0.version)" })
        #expect(facts.isSuperset(of: ["iOS 17.2", "iOS 18.0", "macOS 15.0", "App Store Connect API 3.6", "Xcode 16"]))
        let ios172 = try #require(d.availability.first { $0.version == "17.2" })
        #expect(ios172.relation == .since)
        #expect(ios172.subject == "StoreKit")
        #expect(ios172.line == 39)
        #expect(d.availability.contains { $0.version == "18.0" && $0.relation == .since && $0.subject == "RenewalInfo" })
    }

    @Test func sessionPageNumbersIncludeTheEligibilityRange() throws {
        let ja = try SeedFiles.seed("000")
        #expect(ja.numbers.contains { $0.value == 2 && $0.upperValue == 24 && $0.unit == .month && $0.line == 69 })
        #expect(ja.numbers.contains { $0.value == 3 && $0.unit == .month && $0.line == 69 })
        let zh = try SeedFiles.seed("004")
        #expect(zh.numbers.contains { $0.value == 2 && $0.upperValue == 24 && $0.unit == .month })
        #expect(zh.numbers.contains { $0.value == 6 && $0.unit == .month })
    }

    @Test func transcriptPhrasesKeepLatinRunsWhole() throws {
        let d = try SeedFiles.seed("000")
        #expect(d.segments.contains { $0.text == "App Store Connect API 3.6では" && $0.line == 99 })
        #expect(d.segments.contains { $0.text == "App Store Connectのエンジニアの" && $0.line == 32 && $0.column == 27 })
        let zh = try SeedFiles.seed("004")
        #expect(zh.segments.contains { $0.text.contains("从 iOS 17.2 开始 StoreKit 中提供了这个新的 API") })
    }

    @Test func articleDropsNavigationAndCleansEnglishLinks() throws {
        let d3 = try SeedFiles.seed("003")
        #expect(d3.kind == .article)
        #expect(!d3.segments.contains { $0.text.contains("トップへ") })
        #expect(!d3.paragraphs.contains { $0.text.contains("トップへ") })
        let deprecated = d3.apiMentions.filter(\.deprecated)
        #expect(deprecated.map(\.symbol) == ["paymentQueue(_:shouldAddStorePayment:for:)"])
        #expect(d3.codeListings.contains { $0.code.contains("<#Handle Error#>") })
        #expect(d3.sections.map(\.heading).contains("概観"))
        #expect(d3.paragraphs.contains { $0.role == .note && $0.text.hasPrefix("販売促進対象のアプリ内購入を有効にするには") })
        #expect(d3.availability.contains { $0.version == "11" && $0.upperVersion == "16.3" && $0.relation == .range })

        let d2 = try SeedFiles.seed("002")
        #expect(d2.title == "Appへのサブスクリプションオファーの実装")
        #expect(d2.sections.map(\.heading).prefix(2) == ["概要", "オファーを準備する"])
        let skProduct = try #require(d2.apiMentions.first { $0.symbol == "SKProduct" })
        #expect(skProduct.englishOnlyLink)
        #expect(!d2.apiMentions.contains { $0.symbol.contains("英語") })
        #expect(!d2.segments.contains { $0.text.contains("(英語)") })
        #expect(d2.apiMentions.contains { $0.symbol == "DID_CHANGE_RENEWAL_STATUS" && $0.kind == .notification })
        #expect(d2.apiMentions.contains { $0.symbol == "promotional_offer_id" && $0.kind == .serverField })
        #expect(d2.codeListings.count == 2)
        #expect(d2.paragraphs.filter { $0.role == .seeAlso }.count >= 8)
    }

    @Test func communityTranslationRecordsTheGloss() throws {
        let d = try SeedFiles.seed("001")
        #expect(d.kind == .communityTranslation)
        #expect(d.site == "XCode 16.4 日本語化計画")
        #expect(d.glosses == [Gloss(text: "あなたのアプリでサブスクリプション提供コードをサポート", english: "Supporting subscription offer codes in your app", line: 28)])
        #expect(d.codeListings.count == 1)
        #expect(d.codeListings[0].line == 8)
        #expect(d.apiMentions.contains { $0.symbol == "preferredSubscriptionOffer(_:)" && $0.kind == .method })
        #expect(d.apiMentions.contains { $0.symbol == ".winBackOffer" && $0.origin == .code })
    }

    @Test(.enabled(if: SeedFiles.hasPerfCorpus, "needs ../shared/perf-corpus"))
    func wholePerfCorpusParsesWithoutErrors() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SeedFiles.perfCorpus.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.count > 100)
        for file in files {
            let d = try SeedFiles.parse(SeedFiles.perfCorpus.appendingPathComponent(file))
            #expect(d.kind == .subtitleTranscript, "\(file)")
            #expect(!d.diagnostics.contains { $0.severity == .error }, "\(file): \(d.diagnostics)")
            #expect(d.language.rawValue == file.split(separator: ".").dropLast().last.map(String.init), "\(file)")
            #expect(d.title.isEmpty == false, "\(file)")
        }
    }

    @Test func segmentsAreSlicesOfTheirParagraphsText() throws {
        // A corpus's segments as strings of their own took more memory than its text.
        for prefix in ["000", "004"] {
            let d = try SeedFiles.seed(prefix)
            #expect(!d.segments.isEmpty)
            let storage = { (text: Substring) in text.base.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil }
            let shared = d.segments.filter { storage($0.slice) == storage(d.paragraphs[$0.paragraph].slice) }
            #expect(shared.count * 10 >= d.segments.count * 9, "\(prefix): \(shared.count) of \(d.segments.count)")
        }
    }

    @Test func subtitleLinesWithoutMarkupAreSlicesOfTheDocumentsText() {
        // A corpus's paragraphs as strings of their own took as much memory as its text.
        let text = "# Session\n\n## Transcript\n\nこんにちは 皆さん ようこそ\n\n<i>音楽</i> では始めましょう\n\nStoreKit 2 の新機能です\n"
        let d = DocumentParser.parse(text: text, source: "session.ja.txt")
        #expect(d.kind == .subtitleTranscript)
        let storage = { (text: Substring) in text.base.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil }
        let whole = storage(text[...])
        let transcript = d.paragraphs.filter { $0.line > 4 }
        #expect(transcript.map(\.text) == ["こんにちは 皆さん ようこそ", "音楽 では始めましょう", "StoreKit 2 の新機能です"])
        #expect(transcript.map { storage($0.slice) == whole } == [true, false, true], "a cleaned line is a text of its own")
        #expect(d.segments.filter { $0.paragraph == d.paragraphs.firstIndex(of: transcript[0]) }.allSatisfy { storage($0.slice) == whole })
        // Its binary form reads back the same segments, each a slice of its paragraph's text.
        let decoded = try? Document(binary: d.binaryEncoded())
        #expect(decoded?.paragraphs == d.paragraphs && decoded?.segments == d.segments)
        // (Written as places in their paragraphs, not as texts of their own.)
        #expect(decoded?.segments.allSatisfy { storage($0.slice) == storage(decoded!.paragraphs[$0.paragraph].slice) } == true)
    }
}
