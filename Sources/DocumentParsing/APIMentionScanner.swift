import CorpusModel
import TextKit

/// Finds API identifiers in prose and code by their shape.
///
/// A candidate is a run of ASCII letters, digits, `_` and inner dots, optionally followed by an
/// argument-label list (`(_:for:)`, `()`). It counts as an API mention when it is:
/// - a method with labels → `.method` (`purchase(options:)`);
/// - a `::` path → `.identifier` (`Vec::with_capacity`, `std::collections::HashMap`);
/// - SCREAMING_SNAKE_CASE → `.notification` when it is a known App Store Server notification type
///   or followed by 通知/notification (`DID_CHANGE_RENEWAL_STATUS`), else `.identifier` (`MAX_RETRIES`);
/// - snake_case → `.serverField` when it is a known App Store receipt or server field or followed by
///   フィールド/字段/field (`promotional_offer_id`), else `.identifier` (`read_to_string`, `os_log`);
/// - a dotted path with a lowercase head and a capital further on → `.identifier` (`fmt.Println`);
/// - a dotted path of identifiers starting with an uppercase one → `.type` when the last part is
///   uppercase, else `.member` (`Product.SubscriptionInfo`, `Product.PromotionInfo.currentOrder`);
/// - a leading-dot name → `.enumCase` (`.winBackOffer`);
/// - lowerCamelCase with an inner capital → `.member`, or `.serverField` when it is followed by
///   フィールド/字段/field or is a known App Store Server field (`offerDiscountType`);
/// - UpperCamelCase with an inner lowercase-to-uppercase step, or a known single-word type
///   (`Transaction`, `Product`) → `.type`, or `.resource` when followed by リソース/资源/resource.
///
/// Not mentions: platform, product and framework names (`iOS`, `Xcode`, `App Store`, `StoreKit`,
/// any `…Kit`), acronyms (`API`, `UI`, `ID`), plain English words. Frameworks are products, not
/// API symbols: the glossary tracks them as terms instead.
enum APIMentionScanner {
    static let englishOnlyMarker = "(英語)"
    static let deprecatedMarkers: [[Unicode.Scalar]] = ["廃止", "非推奨", "已弃用", "弃用", "Deprecated"].map { Array($0.unicodeScalars) }

    static let stopList: Set<String> = [
        "iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "iPhone", "iPad", "iPod", "iMac", "iCloud", "iTunes",
        "iMessage", "iBooks", "Xcode", "XCode", "SwiftUI", "WWDC", "TestFlight", "FaceTime", "AirPods", "AirPlay",
        "AirDrop", "HomePod", "MacBook", "CarPlay", "GarageBand", "PowerPoint", "YouTube", "JavaScript", "TypeScript",
        "GitHub", "DeviceCheck", "CloudKit", "OAuth", "JSON", "MacOS", "WatchOS", "TvOS", "IPhone", "IPad", "eSIM",
        "Node.js", "McDonald", "PlayStation", "LinkedIn", "WeChat", "WiFi", "Wi-Fi", "OpenGL", "OpenCL", "CocoaPods",
        "ProMotion", "TrueDepth", "FaceID", "TouchID", "HomeKit", "ShazamKit", "AppleCare",
        "APIs", "IDs", "URLs", "UIs", "SDKs", "OSes", "CPUs", "GPUs", "FAQs", "QRCode",
    ]
    /// Single-word types that prose names without any inner capital.
    static let knownTypes: Set<String> = [
        "Transaction", "Product", "Message", "SubscriptionInfo", "RenewalInfo", "PurchaseIntent", "AppTransaction",
    ]
    static let knownServerFields: Set<String> = [
        "offerDiscountType", "offerIdentifier", "offerType", "offerPeriod", "appAccountToken", "originalTransactionId",
        "transactionId", "signedDate", "expiresDate", "notificationType", "autoRenewStatus", "renewalPrice",
    ]
    /// App Store receipt fields (snake_case) that prose names without saying "field".
    static let knownReceiptFields: Set<String> = [
        "promotional_offer_id", "original_transaction_id", "transaction_id", "product_id", "purchase_date",
        "original_purchase_date", "expires_date", "is_trial_period", "is_in_intro_offer_period",
        "web_order_line_item_id", "subscription_group_identifier", "offer_code_ref_name", "cancellation_date",
        "auto_renew_status", "expiration_intent", "is_in_billing_retry_period", "grace_period_expires_date",
    ]
    /// App Store Server Notifications types (SCREAMING_SNAKE_CASE).
    static let knownNotificationTypes: Set<String> = [
        "CONSUMPTION_REQUEST", "DID_CHANGE_RENEWAL_PREF", "DID_CHANGE_RENEWAL_STATUS", "DID_FAIL_TO_RENEW",
        "DID_RENEW", "EXPIRED", "EXTERNAL_PURCHASE_TOKEN", "GRACE_PERIOD_EXPIRED", "OFFER_REDEEMED",
        "ONE_TIME_CHARGE", "PRICE_INCREASE", "REFUND", "REFUND_DECLINED", "REFUND_REVERSED", "RENEWAL_EXTENDED",
        "RENEWAL_EXTENSION", "REVOKE", "SUBSCRIBED", "INITIAL_BUY", "INTERACTIVE_RENEWAL", "DID_RECOVER", "CANCEL",
    ]
    static let notificationWords: [[Unicode.Scalar]] = ["通知", " 通知", " notification"].map { Array($0.unicodeScalars) }
    static let fieldWords: [[Unicode.Scalar]] = ["フィールド", "字段", " field", "field", "キー"].map { Array($0.unicodeScalars) }
    static let resourceWords: [[Unicode.Scalar]] = ["リソース", "资源", " resource", " API"].map { Array($0.unicodeScalars) }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }
    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c)
    }

    /// Letters and digits with no capital, dot or underscore: a word `classify` never takes.
    static func isPlainLowercaseWord(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = word.first, ("a"..."z").contains(first) else { return false }
        return !word.contains { ("A"..."Z").contains($0) || $0 == "." || $0 == "_" || $0 == ":" }
    }

    /// Whether `s[i...]` starts with `::` and an identifier (a Rust or C++ path goes on).
    static func continuesPath(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        i + 2 < s.count && s[i] == ":" && s[i + 1] == ":" && isIdentifierStart(s[i + 2])
    }

    /// Mentions in one paragraph of prose.
    ///
    /// - Complexity: O(n) in the paragraph length.
    static func prose(_ s: [Unicode.Scalar], line: Int, column: Int) -> [APIMention] {
        var result: [APIMention] = []
        var i = 0
        while i < s.count {
            let c = s[i]
            let leadingDot = c == "." && i + 1 < s.count && ("a"..."z").contains(s[i + 1]) && (i == 0 || !isIdentifierPart(s[i - 1]) && s[i - 1] != ".")
            guard isIdentifierStart(c) || leadingDot, i == 0 || !isIdentifierPart(s[i - 1]) || leadingDot else {
                i += 1
                continue
            }
            let start = i
            if leadingDot { i += 1 }
            // The dotted name.
            while i < s.count,
                isIdentifierPart(s[i]) || (s[i] == "." && i + 1 < s.count && isIdentifierStart(s[i + 1]))
                    || (!leadingDot && continuesPath(s, at: i))
            {
                i += continuesPath(s, at: i) ? 2 : 1
            }
            // Preceding letters glued on (`-`, digits before) mean a word like `Wi-Fi` or `3D`.
            if start > 0, s[start - 1] == "-" || ("0"..."9").contains(s[start - 1]) { continue }
            // An ordinary lowercase word (most of English prose) is never a name: skip it before
            // making a string of it. `classify` would say the same; a label list still counts.
            if !leadingDot, i >= s.count || s[i] != "(", isPlainLowercaseWord(s[start..<i]) { continue }
            let name = String(scalars: s[start..<i])
            var symbol = name
            var kind: APIMention.Kind?
            var end = i
            // An argument-label list: `()`, `(_:)`, `(options:)`, `(_:shouldAddStorePayment:for:)`.
            if i < s.count, s[i] == "(", let close = labelListEnd(s, from: i) {
                symbol = name + String(scalars: s[i...close])
                kind = .method
                end = close + 1
            }
            if kind == nil { kind = classify(name, leadingDot: leadingDot, following: s, at: i) }
            guard let kind else { continue }
            var mention = APIMention(symbol: leadingDot && kind == .enumCase ? symbol : symbol, kind: kind, origin: .prose, line: line, column: column + start)
            // `SKProduct(英語)`: a link to an English-only page.
            if matches(s, at: end, Array(englishOnlyMarker.unicodeScalars)) {
                mention.englishOnlyLink = true
                end += englishOnlyMarker.unicodeScalars.count
            }
            // `paymentQueue(_:shouldAddStorePayment:for:)   廃止`: deprecated.
            var j = end
            while j < s.count, s[j].isUnicodeWhitespace { j += 1 }
            if deprecatedMarkers.contains(where: { matches(s, at: j, $0) }) { mention.deprecated = true }
            result.append(mention)
            i = end
        }
        return result
    }

    /// The index of `)` closing a label list starting at `open`, or nil when the parentheses hold
    /// anything else.
    static func labelListEnd(_ s: [Unicode.Scalar], from open: Int) -> Int? {
        var j = open + 1
        var sawLabel = false
        while j < s.count, j - open < 120 {
            let c = s[j]
            if c == ")" { return (sawLabel || j == open + 1) ? j : nil }
            if c == ":" { sawLabel = true; j += 1; continue }
            if !isIdentifierPart(c) { return nil }
            j += 1
        }
        return nil
    }

    static func matches(_ s: [Unicode.Scalar], at i: Int, _ word: [Unicode.Scalar]) -> Bool {
        guard i >= 0, i + word.count <= s.count else { return false }
        for k in 0..<word.count where s[i + k] != word[k] { return false }
        return true
    }

    /// The kind of a bare or dotted name, or nil when it is not an API name.
    static func classify(_ name: String, leadingDot: Bool, following s: [Unicode.Scalar], at i: Int) -> APIMention.Kind? {
        if stopList.contains(name) { return nil }
        if leadingDot { return name.utf8.dropFirst().contains(UInt8(ascii: ".")) ? .member : .enumCase }
        let scalars = Array(name.unicodeScalars)
        if name.containsBytes(of: "::") { return .identifier }
        let dotted = name.utf8.contains(UInt8(ascii: "."))
        if dotted, let head = name.first, head.isLowercase {
            // `fmt.Println`, `http.ListenAndServe`, `document.getElementById`; not file or host
            // names (`index.js`, `example.com`), which have no capital.
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }),
                parts.dropFirst().contains(where: { $0.contains { $0.isUppercase } })
            else { return nil }
            return .identifier
        }
        if dotted {
            let parts = name.split(separator: ".")
            guard parts.count >= 2, parts.allSatisfy({ $0.count >= 2 }), let head = parts.first?.first, head.isUppercase,
                  !stopList.contains(String(parts[0])), !parts[0].hasSuffix("Kit") || parts.count > 2 || parts[1].first?.isUppercase == true
            else { return nil }
            if parts.contains(where: { $0.allSatisfy { $0.isLowercase } && $0.count <= 3 }) && parts.count == 2 && !(parts[1].first?.isUppercase ?? false) {
                return nil  // `Node.js`, file names
            }
            return parts.last?.first?.isUppercase == true ? .type : .member
        }
        let hasUnderscore = name.utf8.contains(UInt8(ascii: "_"))
        let hasLower = scalars.contains { ("a"..."z").contains($0) }
        let hasUpper = scalars.contains { ("A"..."Z").contains($0) }
        if hasUnderscore {
            let parts = name.split(separator: "_")
            guard parts.count >= 2 else { return nil }
            let followedBy = { (words: [[Unicode.Scalar]]) in words.contains { matches(s, at: i, $0) } }
            if !hasLower {
                guard scalars.first.map({ ("A"..."Z").contains($0) }) == true else { return nil }
                return knownNotificationTypes.contains(name) || followedBy(notificationWords) ? .notification : .identifier
            }
            if !hasUpper {
                return knownReceiptFields.contains(name) || followedBy(fieldWords) ? .serverField : .identifier
            }
            return nil
        }
        guard let first = scalars.first, name.count >= 3 else { return nil }
        let followedBy = { (words: [[Unicode.Scalar]]) in words.contains { matches(s, at: i, $0) } }
        if ("a"..."z").contains(first) {
            guard hasUpper else { return nil }
            if knownServerFields.contains(name) || followedBy(fieldWords) { return .serverField }
            return .member
        }
        guard ("A"..."Z").contains(first), hasLower else { return nil }
        if name.hasSuffix("Kit") { return nil }
        // An inner capital after a lowercase letter (`SubscriptionStoreView`), or an acronym prefix
        // (`SKProduct`, `JWSTransaction`).
        var innerStep = false
        for k in 1..<scalars.count where ("A"..."Z").contains(scalars[k]) && (("a"..."z").contains(scalars[k - 1]) || (k + 1 < scalars.count && ("a"..."z").contains(scalars[k + 1]) && k >= 2)) {
            innerStep = true
            break
        }
        guard innerStep || knownTypes.contains(name) else { return nil }
        if followedBy([Array("リソース".unicodeScalars), Array(" リソース".unicodeScalars), Array("资源".unicodeScalars), Array(" 资源".unicodeScalars), Array(" resource".unicodeScalars)]) { return .resource }
        if name.hasSuffix("s"), followedBy([Array(" API".unicodeScalars)]), !knownTypes.contains(name) { return .resource }
        return .type
    }

    /// Mentions in a code listing. A flattened listing is read from its restored lines (so its
    /// comments can be skipped), each located in the raw line; others line by line.
    static func code(_ listing: CodeListing) -> [APIMention] {
        let rawIsFlat = !listing.raw.contains("\n") && listing.code.contains("\n")
        guard rawIsFlat else { return code(listing.raw, firstLine: listing.line) }
        var result: [APIMention] = []
        let raw = listing.raw
        var cursor = raw.startIndex
        for restored in listing.code.split(separator: "\n") {
            let text = restored.drop { $0 == " " }
            var column = 1
            if let range = raw[cursor...].firstRange(of: text) {
                column = raw.unicodeScalars.distance(from: raw.startIndex, to: range.lowerBound) + 1
                cursor = range.upperBound
            }
            for var mention in code(String(text), firstLine: listing.line) {
                mention.column += column - 1
                result.append(mention)
            }
        }
        return result
    }

    /// Mentions in source code: types, `.member` accesses, method calls with their labels and
    /// enum cases. String literals and `//` comments are skipped.
    ///
    /// - Complexity: O(n) in the code length.
    static func code(_ raw: String, firstLine: Int) -> [APIMention] {
        var result: [APIMention] = []
        var lineNumber = firstLine
        for text in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineNumber += 1 }
            let s = Array(text.unicodeScalars)
            var i = 0
            var inString = false
            while i < s.count {
                let c = s[i]
                if c == "\"" { inString.toggle(); i += 1; continue }
                if !inString, c == "/", i + 1 < s.count, s[i + 1] == "/" { break }
                if inString || (!isIdentifierStart(c) && c != ".") || (c != "." && i > 0 && isIdentifierPart(s[i - 1])) { i += 1; continue }
                if c == "." && (i + 1 >= s.count || !isIdentifierStart(s[i + 1])) { i += 1; continue }
                let start = i
                let dotted = c == "."
                if dotted { i += 1 }
                while i < s.count, isIdentifierPart(s[i]) { i += 1 }
                let name = String(scalars: s[(dotted ? start + 1 : start)..<i])
                if name.isEmpty { continue }
                if dotted {
                    // After an expression (`x.name`, `).name`) it is a member; otherwise an enum case.
                    var p = start - 1
                    while p >= 0, s[p] == " " { p -= 1 }
                    var previousWord = ""
                    var q = p
                    while q >= 0, isIdentifierPart(s[q]) { q -= 1 }
                    if p >= 0, q < p { previousWord = String(scalars: s[(q + 1)...p]) }
                    let afterExpression = p >= 0 && (isIdentifierPart(s[p]) || ")]}?!".unicodeScalars.contains(s[p]))
                        && !["return", "case", "in", "else", "where", "throw", "try", "await"].contains(previousWord)
                    if i < s.count, s[i] == "(" {
                        let labels = callLabels(s, open: i)
                        let kind: APIMention.Kind = afterExpression ? .method : .enumCase
                        result.append(APIMention(symbol: kind == .enumCase ? "." + name : name + labels, kind: kind, origin: .code, line: lineNumber, column: start + 1))
                    } else if !name.first!.isUppercase || !afterExpression {
                        let kind: APIMention.Kind = afterExpression ? .member : .enumCase
                        if ["self", "first", "last", "count", "value", "id", "isEmpty", "init", "default"].contains(name) && kind == .member { continue }
                        result.append(APIMention(symbol: kind == .enumCase ? "." + name : name, kind: kind, origin: .code, line: lineNumber, column: start + 1))
                    }
                    // `Product.SubscriptionInfo` inside a chain is caught by the type branch below.
                    continue
                }
                // A type: an uppercase identifier, with its dotted uppercase continuation.
                guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name.count >= 2,
                      name.unicodeScalars.contains(where: { ("a"..."z").contains($0) }),
                      !stopList.contains(name), !name.hasSuffix("Kit"), !["Self", "Any", "Type"].contains(name) else { continue }
                var full = name
                var j = i
                while j + 1 < s.count, s[j] == ".", ("A"..."Z").contains(s[j + 1]) {
                    var k = j + 1
                    while k < s.count, isIdentifierPart(s[k]) { k += 1 }
                    full += "." + String(scalars: s[(j + 1)..<k])
                    j = k
                }
                i = j
                result.append(APIMention(symbol: full, kind: .type, origin: .code, line: lineNumber, column: start + 1))
            }
        }
        return result
    }

    /// `(for: x, options: y)` → `(for:options:)`; unlabeled arguments give `_:`.
    static func callLabels(_ s: [Unicode.Scalar], open: Int) -> String {
        var labels: [String] = []
        var depth = 0
        var argumentStart = open + 1
        var j = open
        var inString = false
        func label(_ range: Range<Int>) -> String {
            var a = range.lowerBound
            while a < range.upperBound, s[a] == " " { a += 1 }
            var b = a
            while b < range.upperBound, isIdentifierPart(s[b]) { b += 1 }
            var c = b
            while c < range.upperBound, s[c] == " " { c += 1 }
            if b > a, c < range.upperBound, s[c] == ":" { return String(scalars: s[a..<b]) + ":" }
            // `_ product: Product` (a declaration): the external name.
            if b > a, c < range.upperBound, isIdentifierStart(s[c]) {
                var d = c
                while d < range.upperBound, isIdentifierPart(s[d]) { d += 1 }
                if d < range.upperBound, s[d] == ":" { return String(scalars: s[a..<b]) + ":" }
            }
            return "_:"
        }
        while j < s.count {
            let c = s[j]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == "(" || c == "[" || c == "{" { depth += 1 }
                if c == ")" || c == "]" || c == "}" {
                    depth -= 1
                    if depth == 0 {
                        if j > argumentStart, s[argumentStart..<j].contains(where: { $0 != " " }) { labels.append(label(argumentStart..<j)) }
                        break
                    }
                }
                if c == ",", depth == 1 {
                    labels.append(label(argumentStart..<j))
                    argumentStart = j + 1
                }
            }
            j += 1
        }
        return "(" + labels.joined() + ")"
    }
}
