import CorpusModel
import Foundation
import Testing

@testable import Checks

/// The claims of the bundled corpus checked against the offer model, and mutated copies of its
/// documents (made here, never committed) whose contradictions `verify` and `check` must report at
/// their lines.
@Suite struct ClaimTests {
    static let claims: [Claim] = {
        let context = CheckContext(glossary: CheckFixtures.bundledGlossary, documents: CheckFixtures.bundledDocuments, aligning: false)
        return ClaimVerifier(context: context).claims()
    }()

    func claims(_ kind: ClaimKind, _ document: String) -> [Claim] {
        Self.claims.filter { $0.kind == kind && $0.location.document.hasPrefix(document) }
    }

    /// The claims of inline or mutated documents.
    static func claims(of documents: [CheckedDocument], kinds: Set<ClaimKind> = Set(ClaimKind.allCases)) -> [Claim] {
        let context = CheckContext(glossary: CheckFixtures.bundledGlossary, documents: documents, aligning: false)
        return ClaimVerifier(context: context).claims(kinds: kinds)
    }

    /// A bundled document with some of its text replaced, parsed as the original is.
    static func mutated(_ id: String, _ replacements: [(String, String)]) throws -> CheckedDocument {
        let original = try #require(CheckFixtures.bundledDocuments.first { $0.id.hasPrefix(id) })
        var text = original.text
        for (old, new) in replacements {
            #expect(text.contains(old), "the seed still says '\(old)'")
            text = text.replacingOccurrences(of: old, with: new)
        }
        var copy = CheckFixtures.document(
            text, id: original.id, language: original.language, group: original.parallelGroup, kind: original.document.kind)
        copy.path = original.path
        return copy
    }

    @Test(arguments: ["000_", "004_"])
    func availabilityClaimsOfBothSessionLanguagesAreConfirmed(document: String) throws {
        let availability = claims(.availability, document)
        #expect(availability.count >= 10, "every OS version the session states")
        // `iOS 18.0から ウィンバックが追加されました` names the win-back offer type by a short form that is
        // no glossary term (the Chinese `从 iOS 18.0 开始的赢回优惠` uses the term): unverifiable, not wrong.
        let unread = availability.filter { $0.status != .confirmed }
        #expect(unread.allSatisfy { $0.status == .unverifiable && $0.location.line == 100 && $0.location.document.hasPrefix("000_") })
        #expect(availability.filter { $0.status == .confirmed }.count >= 9)
        let transaction = try #require(availability.first { $0.location.line == 39 && $0.text == "iOS 17.2" })
        #expect(transaction.claim.hasPrefix("Transaction.offer"), "the subject comes from the paragraph before")
        let renewal = try #require(availability.first { $0.location.line == 39 && $0.text == "iOS 18.0" })
        #expect(renewal.claim.hasPrefix("RenewalInfo.offer"))
        let macOS = try #require(availability.first { $0.location.line == 50 })
        #expect(macOS.claim.hasPrefix("offerCodeRedemption"), "the subject is the glossary term オファーコード利用シート / 优惠代码兑换表")
        let intent = try #require(availability.first { $0.location.line == 150 && $0.text == "macOS 15.0" })
        #expect(intent.claim.hasPrefix("PurchaseIntent.offer"))
    }

    /// The claims hold each repeated text once, and only texts of the same bytes are one.
    @Test func repeatedTextsAreHeldOnce() {
        func storage(_ text: String) -> UnsafeRawPointer? {
            text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        let model = Self.claims.filter { $0.model.utf8.count > 15 }
        let first = Dictionary(model.map { ($0.model, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(model.count > first.count, "the bundled corpus's claims repeat model sentences")
        for claim in model { #expect(storage(claim.model) == storage(first[claim.model]!.model)) }

        // Each claim's path a string of its own, as each document's claims are made.
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        let composed = "サービスを再開したユーザー、ガ"  // が as one scalar…
        let decomposed = "サービスを再開したユーザー、カ\u{3099}"  // …and as カ with a combining mark
        let made = [composed, decomposed, composed].map {
            Claim(
                kind: .api, status: .unverifiable,
                location: FindingLocation(document: fresh("a-long-document-identifier"), path: fresh("ja/a-long-document-path.md"), line: 1, column: 1),
                language: "ja", text: fresh($0), claim: "c", model: $0 + " model")
        }
        let texts = ClaimVerifier.SharedTexts()
        // A document's claims, then another's: shared across the two.
        let claims = texts.share(Array(made.prefix(2))) + texts.share(Array(made.suffix(1)))
        #expect(claims.map(\.model) == [composed, decomposed, composed].map { $0 + " model" })
        #expect(Array(claims.map(\.text).joined().utf8) == Array(([composed, decomposed, composed]).joined().utf8), "bytes kept")
        #expect(storage(claims[0].text) == storage(claims[2].text))
        #expect(storage(claims[0].text) != storage(claims[1].text))
        #expect(storage(claims[0].location.path) != nil && storage(claims[0].location.path) == storage(claims[1].location.path))
    }

    @Test func translationsOfAClaimShareAGroup() throws {
        let ja = try #require(claims(.availability, "000_").first { $0.location.line == 39 })
        let zh = try #require(claims(.availability, "004_").first { $0.group == ja.group })
        #expect(zh.location.line == 39 && zh.claim == ja.claim)
        // One string for the key of both.
        #expect(ja.group.utf8.count > 15)
        let storage = [ja.group, zh.group].map { $0.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil }
        #expect(storage[0] != nil && storage[0] == storage[1])
    }

    @Test(arguments: ["000_", "004_"])
    func destinationVideoExampleIsConfirmedFromEachLanguage(document: String) throws {
        let rules = claims(.rule, document)
        #expect(rules.map(\.claim) == [
            "offerDuration: 1 months", "minPaidMonths: 3 months", "monthsSinceLastSubscribed: 2–24 months",
            "waitBetweenOffers: 6 months",
        ])
        #expect(rules.allSatisfy { $0.status == .confirmed })
        let example = claims(.example, document)
        #expect(example.map(\.location.line) == [72, 74, 80, 80], "paid duration met, eligible after two months, time since met, wait")
        #expect(example.allSatisfy { $0.status == .confirmed }, "\(example.filter { $0.status != .confirmed })")
        #expect(example[1].claim.hasSuffix("on 2024-06-01") && example[3].claim.hasSuffix("on 2025-01-01"))
    }

    @Test func undefinedIdentifiersOfTheSubscriptionOffersArticleAreReported() {
        let undefined = claims(.identifier, "002_").filter { $0.status == .contradicted }
        #expect(undefined.map(\.text) == ["discountsignature", "product"])
        #expect(undefined.map(\.location.line) == [64, 96])
        #expect(undefined.map(\.location.column) == [131, 45])
        #expect(claims(.identifier, "000_").allSatisfy { $0.status == .confirmed }, "the session's listings bind every name")
    }

    @Test func periodValueDisagreementIsShownWithAConcreteInput() throws {
        let sample = try #require(claims(.sample, "000_").first)
        #expect(sample.status == .contradicted && sample.location.line == 161 && sample.text == "period.value")
        #expect(sample.model.contains("P3D and P1W") && sample.model.contains("picks P3D") && sample.model.contains("picks P1W"))
    }

    @Test func gluedAPINamesOfTheArticlesAreContradictedWithTheSymbol() throws {
        let glued = Self.claims.filter { $0.kind == .api && $0.status == .contradicted }
        #expect(glued.map(\.text) == ["SKProductdiscounts", "PurchaseIntentintents", "PurchaseIntentproduct"])
        #expect(glued.map(\.suggestion) == ["SKProduct.discounts", "PurchaseIntent.intents", "PurchaseIntent.product"])
    }

    @Test func offerTypesAndPaymentModesAreTheModelsCases() throws {
        let three = try #require(claims(.enumeration, "004_").first { $0.location.line == 33 })
        #expect(three.text == "三种" && three.status == .confirmed)
        #expect(three.claim == "3 offer types: introductory, promotional, offerCode")
        let modes = try #require(claims(.enumeration, "000_").first { $0.location.line == 37 })
        #expect(modes.claim == "payment modes: freeTrial, payAsYouGo, payUpFront" && modes.status == .confirmed)
    }

    @Test func everyContradictionOfTheBundledCorpusIsAKnownDocumentationProblem() {
        let contradicted = Self.claims.filter { $0.status == .contradicted }.map { "\($0.location.document.prefix(3)):\($0.location.line):\($0.text)" }
        #expect(contradicted.sorted() == [
            "000:161:period.value", "002:41:SKProductdiscounts", "002:64:discountsignature", "002:96:product",
            "003:58:PurchaseIntentintents", "003:61:PurchaseIntentproduct", "004:161:period.value",
        ])
    }

    // MARK: Mutated copies

    @Test func versionChangedInBothLanguagesIsContradictedAtItsLine() throws {
        let ja = try Self.mutated("000_", [("offerメンバーは iOS 18.0以降", "offerメンバーは iOS 17.4以降")])
        let zh = try Self.mutated("004_", [("从 iOS 18.0 开始 RenewalInfo", "从 iOS 17.4 开始 RenewalInfo")])
        let claims = Self.claims(of: [ja, zh], kinds: [.availability])
        let wrong = claims.filter { $0.status == .contradicted }
        #expect(wrong.map(\.location.line) == [39, 39], "both languages agree and both are wrong")
        #expect(wrong.allSatisfy { $0.text == "iOS 17.4" && $0.suggestion == "iOS 18.0" })
        let findings = Checker(glossary: CheckFixtures.bundledGlossary, rules: try RuleSelection(parsing: "availability-mismatch"))
            .check([ja, zh])
        #expect(findings.map(\.location.line) == [39, 39] && findings.allSatisfy { $0.severity == .error })
        #expect(findings.first?.suggestion == "iOS 18.0")
    }

    @Test func misspeltAPIInACodeListingIsContradictedAtItsLine() throws {
        let ja = try Self.mutated("000_", [("renewalInfo?.eligibleWinBackOfferIDs", "renewalInfo?.eligibleWinbackOfferIDs")])
        let claims = Self.claims(of: [ja], kinds: [.api]).filter { $0.status == .contradicted }
        let misspelt = try #require(claims.first)
        #expect(claims.count == 1 && misspelt.location.line == 164 && misspelt.text == "eligibleWinbackOfferIDs")
        #expect(misspelt.suggestion == "eligibleWinBackOfferIDs")
        let findings = Checker(glossary: CheckFixtures.bundledGlossary, rules: try RuleSelection(parsing: "unknown-api")).check([ja])
        #expect(findings.map(\.location.line) == [164] && findings.first?.suggestion == "eligibleWinBackOfferIDs")
    }

    @Test func narrativeMonthChangedSoTheExampleNoLongerFollowsIsContradicted() throws {
        let ja = try Self.mutated("000_", [("2か月経過すると ユーザーは", "3か月経過すると ユーザーは")])
        let zh = try Self.mutated("004_", [("两个月后 顾客有资格", "三个月后 顾客有资格")])
        let wrong = Self.claims(of: [ja, zh], kinds: [.example]).filter { $0.status == .contradicted }
        #expect(wrong.map(\.location.line) == [74, 74])
        #expect(wrong.allSatisfy { $0.model.hasPrefix("first eligible on 2024-06-01") && $0.suggestion?.hasPrefix("2") == true })
        let findings = Checker(glossary: CheckFixtures.bundledGlossary, rules: try RuleSelection(parsing: "claim-contradicted"))
            .check([ja, zh]).filter { $0.message.hasPrefix("example") }
        #expect(findings.map(\.location.line) == [74, 74])
    }

    @Test func ruleOutsideWhatAppStoreConnectAllowsIsContradicted() throws {
        let ja = try Self.mutated("000_", [("6か月以上が経過", "30か月以上が経過")])
        let rule = try #require(Self.claims(of: [ja], kinds: [.rule]).first { $0.claim.hasPrefix("waitBetweenOffers") })
        #expect(rule.status == .contradicted && rule.model.contains("not between 2 and 24"))
    }

    @Test func documentsOfAnotherDomainYieldNoFalseContradiction() {
        let text = """
            Core ML 3 is available from iOS 13 and macOS 10.15. Use MLModel to load a model.
            The session shows 3 kinds of layers over 2 to 24 months of work, 5 months and 6 months.
            """
        let claims = Self.claims(of: [CheckFixtures.document(text, language: "en")])
        #expect(!claims.contains { $0.status == .contradicted }, "\(claims.filter { $0.status == .contradicted })")
    }
    /// Node.js's documentation (147 Markdown pages) gave 10,047 false `undefined-identifier` errors
    /// when the fence's language was not read: `const`, `require` and `http` in ```` ```js ```` listings.
    @Test func onlySwiftListingsMakeIdentifierClaims() {
        let text = """
            # Streams

            ```js
            const http = require('http');
            server.listen(port, () => { return done(); });
            ```

            ```kotlin
            val total = price * quantity
            fun main() { return total }
            ```

            ```python
            def handler(event):
                return respond(event)
            ```

            ```
            const store = new AsyncLocalStorage();
            function logWithId(msg) { let id = store.getStore(); return id; }
            ```

            ```swift title="Offers.swift"
            func load() async { let offers = try await fetchOffers(); print(offerz) }
            ```

                let total = price * quantity
                func show() { return total }
            """
        let document = CheckFixtures.document(text, language: "en", kind: .markdown)
        #expect(document.document.codeListings.count == 6)
        let unbound = Self.claims(of: [document], kinds: [.identifier]).filter { $0.status != .confirmed }
        // The Swift fence's and the unfenced Swift listing's names, nothing of the other languages';
        // only the slip of a bound name (`offers`) is contradicted, the rest may come from context.
        #expect(unbound.map(\.text) == ["fetchOffers", "offerz", "price", "quantity"])
        #expect(unbound.filter { $0.status == .contradicted }.map(\.text) == ["offerz"])
    }

    /// A name the reader sees joined across markup (`[Event](…)API`, a glossary tooltip's `PVC` and
    /// the `s` after it) is quoted as seen, not with the blanks the markup left between its pieces.
    @Test func aNameJoinedAcrossMarkupIsQuotedAsSeen() throws {
        let text = "Unlike the [Event](/docs/api/#event)API object, existing {{< glossary_tooltip text=\"PVC\" term_id=\"pvc\" >}}s are cloned.\n"
        let document = CheckFixtures.document(text, language: "en", kind: .markdown)
        let claims = Self.claims(of: [document], kinds: [.api])
        let quoted = claims.map(\.text)
        #expect(quoted.contains("EventAPI") && quoted.contains("PVCs"), "\(quoted)")
        #expect(!quoted.contains { $0.contains(" ") })
    }
}
