@testable import Checks
import Testing

@Suite struct FingerprintTests {
    @Test func fingerprintIsSixteenHexDigits() {
        let fingerprint = finding().fingerprint
        #expect(fingerprint.count == 16)
        #expect(fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test func fingerprintIgnoresLineColumnAndMessage() {
        let before = finding(line: 10, column: 4, message: "old wording")
        let after = finding(line: 57, column: 1, message: "new wording")
        #expect(before.fingerprint == after.fingerprint, "moving a finding must keep its fingerprint")
    }

    @Test func fingerprintIgnoresWidthCaseAndSpacing() {
        let a = finding(text: "Win-Back  Offers", suggestion: nil)
        let b = finding(text: "ｗｉｎ-back offers", suggestion: nil)
        #expect(a.fingerprint == b.fingerprint)
    }

    @Test func fingerprintDependsOnRuleDocumentTextAndSuggestion() {
        let base = finding()
        #expect(finding("variant-spelling").fingerprint != base.fingerprint)
        #expect(finding(document: "001_other").fingerprint != base.fingerprint)
        #expect(finding(text: "ウィンバクオファー").fingerprint != base.fingerprint)
        #expect(finding(suggestion: nil).fingerprint != base.fingerprint)
    }

    @Test func knownValueIsStableAcrossReleases() {
        // Pinned so that a change to the scheme (which would invalidate users' baselines and
        // suppression files) is a deliberate, visible decision.
        #expect(Fingerprint.compute(rule: "near-miss", document: "d", text: "Ab", suggestion: nil, occurrence: 0)
            == Fingerprint.compute(rule: "near-miss", document: "d", text: "ab", suggestion: "", occurrence: 0))
        #expect(Fingerprint.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(Fingerprint.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(Fingerprint.compute(rule: "near-miss", document: "d", text: "x", suggestion: "y", occurrence: 1)
            == "11d811a3e300aa42")
    }

    @Test func plainTextsNormaliseAsFoundationsNFKCDoes() {
        // The byte path (ASCII, kana, CJK ideographs) must give exactly what NFKC, lowercasing and
        // collapsing white space give, or fingerprints in users' baselines would change.
        func foundation(_ text: String) -> String {
            text.precomposedStringWithCompatibilityMapping.lowercased().split(whereSeparator: { $0.isWhitespace })
                .joined(separator: " ")
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = [
            "A", "z", "Q", "0", "-", "'", " ", "\t", "\n", "\r", "ぁ", "ゖ", "ァ", "ヶ", "ー", "ガ", "パ", "一", "鿿", "語",
        ]
        let others: [Unicode.Scalar] = ["\u{3000}", "ｳ", "Ａ", "\u{0301}", "ヿ", "㌀", "é", "\u{85}", "\u{7F}", "\u{1F600}"]
        for round in 0..<2_000 {
            var scalars = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let plain = String(String.UnicodeScalarView(scalars))
            #expect(Fingerprint.normalizingPlain(plain) == foundation(plain), "\(plain.debugDescription)")
            #expect(Fingerprint.normalize(plain) == foundation(plain))
            // Any other scalar takes Foundation's path, with the same answer.
            if round % 4 == 0 {
                scalars.insert(others.randomElement(using: &generator)!, at: Int.random(in: 0...scalars.count, using: &generator))
                let mixed = String(String.UnicodeScalarView(scalars))
                #expect(Fingerprint.normalizingPlain(mixed) == nil, "\(mixed.debugDescription)")
                #expect(Fingerprint.normalize(mixed) == foundation(mixed))
            }
        }
        #expect(Fingerprint.normalize("  Win-Back\r\n Offers ") == "win-back offers")
        #expect(Fingerprint.normalize("ｳｨﾝﾊﾞｯｸ　ＡＰＩ") == "ウィンバック api")
    }

    @Test func numberingMatchesNumberingEachFindingInTurn() {
        // The run's numbering (sorted once, normalised on every core) against the definition: sort,
        // then number each finding by the identical ones before it.
        let raw = (0..<300).map { n in
            finding(n % 3 == 0 ? "deprecated-term" : "near-miss", document: "d\(n % 4)", line: (n * 37) % 50, column: n % 5,
                    text: ["ウィンバック", "Win-Back", "win-back", "返金"][n % 4], suggestion: n % 2 == 0 ? nil : "赢回")
        }
        let numbered = raw.withStableFingerprints()
        var counts: [String: Int] = [:]
        for (expected, actual) in zip(raw.sorted(by: Diagnostic.documentOrder), numbered) {
            let key = [expected.rule, expected.location.document, Fingerprint.normalize(expected.text), expected.suggestion.map(Fingerprint.normalize) ?? "\u{0}"].joined(separator: "|")
            let occurrence = counts[key, default: 0]
            counts[key] = occurrence + 1
            #expect(actual.location == expected.location && actual.rule == expected.rule)
            #expect(actual.occurrence == occurrence)
            #expect(actual.fingerprint == Fingerprint.compute(
                rule: expected.rule, document: expected.location.document, text: expected.text, suggestion: expected.suggestion,
                occurrence: occurrence))
        }
    }

    @Test func identicalFindingsInADocumentGetDistinctOrderedFingerprints() {
        let raw = [finding(line: 30), finding(line: 5), finding(line: 12), finding(document: "001_x", line: 1)]
        let numbered = raw.withStableFingerprints()
        #expect(numbered.map(\.location.line) == [5, 12, 30, 1], "sorted by path, then line")
        let inDoc = numbered.filter { $0.location.document == "000_doc" }
        #expect(inDoc.map(\.location.line) == [5, 12, 30])
        #expect(inDoc.map(\.occurrence) == [0, 1, 2])
        #expect(Set(inDoc.map(\.fingerprint)).count == 3)
        #expect(numbered.first { $0.location.document == "001_x" }?.occurrence == 0)
    }

    @Test func editsElsewhereKeepFingerprintsOfIdenticalFindings() {
        let before = [finding(line: 5), finding(line: 12)].withStableFingerprints()
        // A paragraph inserted above both shifts their lines; another rule's finding appears.
        let after = [finding(line: 25), finding(line: 18), finding("deprecated-term", line: 2, text: "再獲得提供オファー")]
            .withStableFingerprints()
        let afterNearMiss = after.filter { $0.rule == "near-miss" }
        #expect(afterNearMiss.map(\.fingerprint) == before.map(\.fingerprint))
    }
}
