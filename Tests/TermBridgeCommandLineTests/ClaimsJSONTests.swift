import Checks
import Foundation
import Testing
import TermBridgeCommandLine

@testable import Reporting

/// `ClaimsReporter.json` writes its JSON itself (JSONEncoder was a tenth of a build with one
/// document changed): byte for byte what JSONEncoder writes for the same claims.
@Suite struct ClaimsJSONTests {
    private func claim(
        _ text: String, status: ClaimStatus = .unverifiable, kind: ClaimKind = .availability, line: Int = 1, suggestion: String? = nil
    ) -> Claim {
        Claim(
            kind: kind, status: status, location: FindingLocation(document: "doc/1", path: "Corpus/a b.ja.txt", line: line, column: 3),
            language: "ja", text: text, claim: "Transaction.offer: iOS \(line)", model: "model says \"\(text)\"", suggestion: suggestion,
            group: "g|\(line)")
    }

    @Test func theSummaryCountsInTheSingularForOne() {
        #expect(ClaimsReporter.summary([claim("x", status: .confirmed)], documents: 1) == "verified 1 document: 1 claim, 1 confirmed, 0 contradicted, 0 unverifiable")
        #expect(ClaimsReporter.summary([claim("x"), claim("y")], documents: 2) == "verified 2 documents: 2 claims, 0 confirmed, 0 contradicted, 2 unverifiable")
        #expect(ClaimsReporter.summary([Claim](), documents: 0) == "verified 0 documents: 0 claims, 0 confirmed, 0 contradicted, 0 unverifiable")
    }

    @Test func noClaims() {
        #expect(ClaimsReporter.json([]) == ClaimsReporter.encodedThroughJSONEncoder([]))
    }

    @Test func everyCharacterClassStatusAndMissingSuggestion() {
        var awkward = ""
        for value in [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x22, 0x2F, 0x5C, 0x7F, 0x85, 0x2028, 0x2029, 0xFEFF, 0x1F600] {
            awkward.unicodeScalars.append(Unicode.Scalar(value)!)
        }
        let claims = [
            claim(awkward, status: .contradicted, kind: .api, line: 0, suggestion: "use `Product.SubscriptionOffer` / 订阅优惠"),
            claim("ウィンバック・オファー", status: .confirmed, kind: .example, line: 1_000_000),
            claim("", kind: .enumeration, line: -1, suggestion: ""),
            claim("C:\\path\\to \"quoted\"\r\n", kind: .rule),
        ]
        let written = ClaimsReporter.json(claims)
        #expect(written == ClaimsReporter.encodedThroughJSONEncoder(claims))
        // And it reads back.
        let object = try? JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        #expect((object?["claims"] as? [[String: Any]])?.count == 4)
    }

    @Test func theBundledCorpusClaims() throws {
        var options = CheckRun.Options()
        options.paths = [CheckCommandTests.root.appendingPathComponent("Corpus").path]
        options.glossary = CheckCommandTests.root.appendingPathComponent("Glossary").path
        options.verifyingClaims = true
        let claims = try #require(try CheckRun(options: options).run(notice: { _ in }).claims)
        #expect(claims.count > 100)
        #expect(ClaimsReporter.json(claims) == ClaimsReporter.encodedThroughJSONEncoder(claims))
        // A chunk at a time: the same bytes, in chunks of about the size asked for.
        let whole = ClaimsReporter.jsonUTF8(claims)
        for size in [1, 4096, 1 << 20] {
            var chunks: [[UInt8]] = []
            ClaimsReporter.json(claims, chunk: size) { chunks.append($0) }
            #expect(Array(chunks.joined()) == whole, "chunk \(size)")
            #expect(chunks.dropLast().allSatisfy { $0.count >= size }, "chunk \(size)")
            #expect(size >= whole.count ? chunks.count == 1 : chunks.count > 1, "chunk \(size): \(chunks.count) chunks")
        }
    }
}
