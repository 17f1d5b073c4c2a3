import CorpusModel
import Testing

@testable import Checks

/// Claims on the code listings of documentation written for other libraries than StoreKit, whose
/// listings are fragments: names come from context the page does not show, and members of the
/// library's own types share names with offer APIs. GRDB's and swift-argument-parser's Markdown
/// documentation (127 pages) gave 1,094 false errors before these rules; Node.js's (147 pages),
/// 10,047.
@Suite struct ListingClaimTests {
    static func markdown(_ text: String) -> CheckedDocument {
        CheckFixtures.document(text, language: "en", kind: .markdown)
    }

    static func contradicted(_ text: String, _ kind: ClaimKind) -> [Claim] {
        ClaimTests.claims(of: [markdown(text)], kinds: [kind]).filter { $0.status == .contradicted }
    }

    @Test func stringLiteralsOfEveryKindAreSkipped() {
        let scope = ListingScope(code: ##"""
            let sql = """
                SELECT book.* FROM book WHERE counter > 1
                """
            let raw = #"a "quoted" cell"#
            let multi = #"""
                JOIN author "#"
                """#
            print(sql, raw, multi, missing)
            """##)
        #expect(scope.undefined.map(\.name) == ["missing"])
    }

    @Test func everyCaseOfAnEnumCaseListIsDeclared() {
        let scope = ListingScope(code: """
            enum Kind: String { case mean, median = "m", mode }
            enum Level: Int { case low = -1, high = 2 }
            let all = [mean, median, mode, low, high, other]
            """)
        #expect(scope.undefined.map(\.name) == ["other"])
    }

    @Test func callsAreToldFromValues() {
        let scope = ListingScope(code: """
            extension Request {
                func sorted() -> Self { order { $0.name } }
            }
            let value = computeMyValue()
            if value == limit { print(value) }
            """)
        let uses = Dictionary(uniqueKeysWithValues: scope.undefined.map { ($0.name, $0.isCall) })
        #expect(uses == ["order": true, "computeMyValue": true, "limit": false])
    }

    /// Names another listing binds, calls, a type's lowercase instance, plurals and names a binding
    /// is named after come from context; the slips of the bundled article (a bound name run into
    /// another word — the longest of those it could be —, a received parameter cut short) and a
    /// name in another case stay contradicted, with the bound name.
    @Test func onlySlipsOfBoundNamesAreContradicted() {
        let text = """
            # Players

            ```swift
            let dbQueue = try DatabaseQueue(path: "/tmp/db.sqlite")
            ```

            ```swift
            struct Player: TableRecord { var name: String }
            try dbQueue.write { db in
                try player.insert(db)
                let insertedPlace = try place.inserted(db)
                try performInsert(db)
            }
            ```

            ```swift
            func offer(signature: String, productIdentifier: String, usernameHash: String) {
                let discount = Discount(signature: discountsignature)
                let payment = Payment(product: product, user: usernamehash)
            }
            ```

            ```swift
            for member in roster { print(member, members) }
            ```
            """
        let claims = ClaimTests.claims(of: [Self.markdown(text)], kinds: [.identifier])
        let contradicted = claims.filter { $0.status == .contradicted }
        #expect(contradicted.map(\.text) == ["discountsignature", "product", "usernamehash"])
        #expect(contradicted.map(\.suggestion) == ["signature", "productIdentifier", "usernameHash"])
        #expect(contradicted.map(\.location.line) == [18, 19, 19])
        let fromContext = claims.filter { $0.status == .unverifiable }.map(\.text)
        #expect(fromContext == ["player", "place", "performInsert", "roster", "members"])
    }

    /// A member of another library's type shares a name with an offer API (`updateAll(_:)`): no
    /// contradiction; the same labels on the StoreKit type are still wrong. A Markdown listing is
    /// blanked as markup in the checked text: the claims read its code back at its columns.
    @Test func membersOfTypesTheCatalogueDoesNotHaveMakeNoContradiction() {
        let text = """
            # Batch updates

            The `updateAll()` method takes column assignments:

            ```swift
            try Player.updateAll(db, Column("score").set(to: 0))
            try Table("player").updateAll(db, assignments)
            ```

            - In a list:

              ```swift
              try Product.PromotionInfo.updateAll(promotions, order)
              ```
            """
        let contradicted = Self.contradicted(text, .api)
        #expect(contradicted.count == 1)
        let claim = contradicted.first
        #expect(claim?.location.line == 13)
        #expect(claim?.location.column == 29)
        #expect(claim?.text.hasPrefix("updateAll(") == true)
        #expect(claim?.suggestion == "updateAll(_:)")
    }

    /// A page written with CRLF or lone CR line breaks has its claims where the same page with LF
    /// has them: its lines are the parser's lines (a lone-CR page was one line), and a Markdown
    /// listing's code is read back on a CRLF line too (its blanked line ended in a CR).
    @Test func claimsOfCRLFAndCRPagesAreWhereLFPutsThem() {
        let text = """
            # Batch updates

            ```swift
            try Product.PromotionInfo.updateAll(promotions, order)
            let discount = Discount(signature: discountsignature)
            ```

            Call `Transaction.currentEntitlements(for:)` once.
            """
        func located(_ text: String) -> [String] {
            ClaimTests.claims(of: [Self.markdown(text)], kinds: [.api, .identifier]).map {
                "\($0.kind) \($0.status) \($0.location.line):\($0.location.column) \($0.text)"
            }
        }
        let lf = located(text)
        #expect(lf.contains { $0.hasPrefix("api contradicted 4:") })
        #expect(lf.count >= 3)
        #expect(located(text.replacingOccurrences(of: "\n", with: "\r\n")) == lf)
        #expect(located(text.replacingOccurrences(of: "\n", with: "\r")) == lf)
    }
}
