import Foundation
import Testing
import TextKit
@testable import GlossaryKit

/// `matches(in: String)` folds and scans in one pass over windows of the key with its own table
/// layout; it must find exactly what the separate path finds: `MatchKey` first, then
/// `matches(in:original:)` on the whole key.
@Suite struct FusedMatchingTests {
    /// Pieces that exercise every folding rule and the word-boundary rule, glued at random.
    static let pieces = [
        "offer", "offers", "Offer", "ＯＦＦＥＲ", "Ｏｆｆｅｒｓ", "offerDiscountType", "counteroffer", "_offer", "offer_id",
        "win-back", "win back", "winback", "Win-Back Offers", "win‐back", " ", "  ", "\n", "\t", "　", "サーバー", "サーバ",
        "ｻｰﾊﾞｰ", "サーバ〜", "サーバ―", "サーバ－", "サーバｰ", "ヴァイオリン", "バイオリン", "ヴィデオ", "ヴ", "ウィンバック",
        "ｳｨﾝﾊﾞｯｸ", "うぃんばっく", "オファー", "オファーコード", "オファーコード利用シート", "・", "·", "最後の", "サブスクリプション",
        "登録後の", " 経過時間", "経過時間", "赢回优惠", "推介促销优惠", "促销优惠", "中·文", "𠮷", "𠮷野家", "🎁", "e\u{301}",
        "\u{3099}", "カ\u{3099}", "ｶﾞ", "㍿", "株式会社", "café", "cafe\u{301}", "Straße", "STRASSE", "ß", "x", "é", "1", "_",
        "-", "—", "~", "(", ")", ".", "App Store", "App  Store", "app内課金", "App 内課金", "ヶ月", "ケ月", "ab", "abc", "AB1",
    ]

    static func glossary() throws -> Glossary {
        var g = try Fixture.glossary()
        let extra: [(String, String, [String])] = [
            ("server", "ja", ["サーバー", "ヴァイオリン", "ウィンバック"]),
            ("kk", "ja", ["株式", "会社", "株式会社"]),
            ("yoshi", "ja", ["𠮷野家", "𠮷"]),
            ("cafe", "en", ["café", "straße", "e", "ab", "abc", "ab1", "x", "win back", "app store"]),
            ("iap", "ja", ["App内課金", "ケ月", "ガ"]),
            ("dots", "zh-Hans", ["中文", "中·文"]),
        ]
        for (id, language, terms) in extra {
            g.concepts.append(Concept(id: id, terms: [language: terms.map { Term($0) }]))
        }
        return g
    }

    /// A glossary of many overlapping terms: CJK n-grams and words from the seed corpus, so that
    /// the tables have deep failure chains, many dense rows and a crowded double array.
    static func ngramGlossary() throws -> Glossary {
        var g = Glossary()
        var seen = Set<String>()
        for text in try corpusTexts() {
            let chars = Array(text)
            var k = 0
            while k + 4 < chars.count {
                for n in 2...4 {
                    let gram = String(chars[k..<k + n])
                    if !gram.contains(where: { $0.isWhitespace || $0.isASCII }) && seen.insert(gram).inserted {
                        g.concepts.append(Concept(id: "g\(g.concepts.count)", terms: ["ja": [Term(gram)]]))
                    }
                }
                k += 3
            }
            for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where word.count >= 2 {
                let w = String(word)
                if seen.insert(w).inserted { g.concepts.append(Concept(id: "w\(g.concepts.count)", terms: ["en": [Term(w)]])) }
            }
        }
        return g
    }

    static func corpusTexts() throws -> [String] {
        let corpus = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus")
        return try ["ja/000_593fcd7000116d1f.txt", "ja/001_81c21158e75524e1.txt", "zh-Hans/004_51de928598eb9817.txt"].map {
            try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8)
        }
    }

    /// Deterministic texts: each piece alone, pairs, and long random runs spanning many windows.
    static func texts() throws -> [String] {
        var texts = pieces
        for a in pieces.prefix(40) { for b in ["", " ", "s", "x", "の", "・"] { texts.append(a + b + a) } }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        for length in [3, 10, 50, 400, 3000] {
            for _ in 0..<4 { texts.append((0..<length).map { _ in pieces[next() % pieces.count] }.joined()) }
        }
        let corpus = try corpusTexts()
        texts += corpus
        texts.append(corpus.joined(separator: "\n") + String(repeating: "offer ", count: 500))
        return texts
    }

    func expectSameMatches(_ m: TermMatcher, _ texts: [String]) {
        for text in texts {
            let key = MatchKey(text, strength: m.strength, options: m.keyOptions)
            let separate = m.matches(in: key, original: Array(text.utf16))
            let fused = m.matches(in: text)
            #expect(fused == separate, "\(m.strength) '\(text.prefix(80))' (\(text.utf16.count) units)")
        }
    }

    @Test(arguments: [MatchKey.Strength.exact, .loose])
    func fusedPathFindsWhatTheSeparatePathFinds(strength: MatchKey.Strength) throws {
        let glossary = try Self.glossary()
        let texts = try Self.texts()
        expectSameMatches(TermMatcher(glossary: glossary, strength: strength), texts)
        expectSameMatches(TermMatcher(glossary: glossary, strength: strength, plurals: false), texts)
        expectSameMatches(TermMatcher(glossary: glossary, strength: strength, keyOptions: .hiraganaToKatakana), texts)
    }

    @Test(arguments: [MatchKey.Strength.exact, .loose])
    func fusedPathAgreesWithManyOverlappingTerms(strength: MatchKey.Strength) throws {
        let m = TermMatcher(glossary: try Self.ngramGlossary(), strength: strength)
        #expect(m.patterns.count > 1000)
        let texts = try Self.texts()
        #expect(!m.matches(in: texts.last!).isEmpty)
        expectSameMatches(m, texts)
    }

    /// Terms that run from Han or kana into ASCII and back: a state reached through the double
    /// array takes its next ASCII unit from its own row (every state has one), including the
    /// edges it inherits along its failure chain.
    @Test func termsCrossingFromCJKIntoASCII() {
        var g = Glossary()
        let terms = ["課金API", "金A", "内課金", "アプリ内課金", "API版", "iPhone版", "版iOS", "offer", "ウィンバックoffer"]
        for (k, term) in terms.enumerated() {
            g.concepts.append(Concept(id: "c\(k)", terms: ["ja": [Term(term)]]))
        }
        let texts = [
            "アプリ内課金APIを使う。内課金Aと金Bと金A、iPhone版iOSとAPI版。ウィンバックofferとウィンバックoffers",
            String(repeating: "アプリ内課金API 課金AP 金APIs 版iOS17 ", count: 40),
        ]
        for strength in [MatchKey.Strength.exact, .loose] {
            let m = TermMatcher(glossary: g, strength: strength)
            let found = Set(m.matches(in: texts[0]).map { m.patterns[$0.pattern].key })
            for term in ["アプリ内課金", "金A", "API版", "iPhone版", "ウィンバックoffer"] {
                #expect(found.contains(MatchKey(term, strength: strength).units), "\(term)")
            }
            expectSameMatches(m, texts)
        }
    }

    /// More ASCII units in the patterns than the rows have classes for: the rarest go to the
    /// double array like CJK units, and the scan still agrees with the separate path.
    @Test func fusedPathAgreesWithMoreASCIIUnitsThanRowClasses() throws {
        let symbols = (0x21..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
        var g = Glossary()
        for (k, symbol) in symbols.enumerated() {
            let terms = ["a\(symbol)b", "\(symbol)\(symbol)", "x\(symbol)", "\(symbol)offer"]
            g.concepts.append(Concept(id: "s\(k)", terms: ["en": terms.map { Term($0) }]))
        }
        let m = TermMatcher(glossary: g)
        #expect(Set(m.patterns.flatMap(\.key).filter { $0 < 0x80 }).count > 1 << StreamAutomaton.smallShift)
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        let texts = (0..<20).map { _ in
            (0..<300).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let k = Int(seed >> 33)
                return k % 5 == 0 ? " " : k % 7 == 0 ? "offer" : symbols[k % symbols.count] + (k % 3 == 0 ? "b" : "")
            }.joined()
        }
        #expect(!m.matches(in: texts[0]).isEmpty)
        expectSameMatches(m, texts + symbols)
    }

    @Test func withoutTheFusedLayoutMatchesTakeTheSeparatePath() throws {
        let full = TermMatcher(glossary: try Self.glossary())
        let plain = TermMatcher(patterns: full.patterns, strength: .exact, keyOptions: [], denseTable: true, fusedLayout: false)
        #expect(full.fusedLayoutDescription != nil)
        #expect(plain.fusedLayoutDescription == nil)
        for text in try Self.texts().prefix(200) {
            #expect(plain.matches(in: text) == full.matches(in: text))
        }
    }

    /// The lookup matcher `term` builds has the same patterns, the same shared keys and finds the
    /// same matches as the full one, without the complete table and the fused layout.
    @Test func theLookupMatcherHasTheFullMatchersPatternsAndMatches() throws {
        let glossary = try Self.glossary()
        let full = TermMatcher(glossary: glossary)
        let lookup = TermMatcher.forLookup(glossary: glossary)
        #expect(lookup.patterns == full.patterns)
        #expect(!lookup.usesDenseTable && lookup.fusedLayoutDescription == nil)
        #expect(full.usesDenseTable && full.fusedLayoutDescription != nil)
        for p in full.patterns.indices { #expect(lookup.patterns(sharingKeyWith: p) == full.patterns(sharingKeyWith: p)) }
        #expect(full.patterns.indices.contains { full.patterns(sharingKeyWith: $0).count > 1 })
        for text in try Self.texts().prefix(120) {
            #expect(lookup.matches(in: text) == full.matches(in: text))
        }
    }

    /// The UTF-16 offset of every character boundary of `text`, keyed by its UTF-8 offset.
    static func utf16Offsets(of text: String) -> [Int: Int] {
        var utf16Of: [Int: Int] = [0: 0]
        var unit = 0
        var byte = 0
        for scalar in text.unicodeScalars {
            byte += UTF8.width(scalar)
            unit += UTF16.width(scalar)
            utf16Of[byte] = unit
        }
        return utf16Of
    }

    /// The cursor that turns UTF-8 offsets into UTF-16 ones agrees with the string, forwards by
    /// every distance (the short branch-free path and the word loop) and backwards.
    @Test func utf16CursorAgreesWithTheString() {
        let text = String(repeating: "ab日本語é𠮷 offer🎁\n", count: 40)
        let utf16Of = Self.utf16Offsets(of: text)
        let boundaries = utf16Of.keys.sorted()
        var seed: UInt64 = 0x853C_49E6_748F_EA9B
        var copy = text
        copy.withUTF8 { bytes in
            var cursor = UTF16Cursor()
            var k = 0
            for _ in 0..<2000 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly short steps forwards, some long ones, some back.
                let step = Int(seed >> 60) - 2 + (seed & 0xF == 0 ? 12 : 0)
                k = min(max(k + step, 0), boundaries.count - 1)
                let target = boundaries[k]
                #expect(cursor.offset(ofUTF8: target, in: bytes) == utf16Of[target], "UTF-8 offset \(target)")
            }
        }
    }

    /// The word table that turns UTF-8 offsets of a text without supplementary characters into
    /// UTF-16 ones agrees with the string at every offset of stretches that start and end
    /// anywhere, stretches of ASCII only (which need no table) and the text's partial last word
    /// included.
    @Test func utf16WordTableAgreesWithTheString() {
        let asciiStretch = String(repeating: "an ASCII stretch, ", count: 6)
        let text = String(repeating: "ab日本語é offerÀ\n", count: 9) + asciiStretch + "終"
        let utf16Of = Self.utf16Offsets(of: text)
        let boundaries = utf16Of.keys.sorted()
        var copy = text
        copy.withUTF8 { bytes in
            var table = UTF16WordTable()
            defer { table.deallocate() }
            var cursor = UTF16Cursor()
            for (i, lower) in boundaries.enumerated() {
                for upper in boundaries[i...].prefix(40) where upper == bytes.count || (upper - lower) % 7 == 0 {
                    let baseUnit = cursor.offset(ofUTF8: lower & ~7, in: bytes)
                    table.fill(from: lower, through: upper, baseUnit: baseUnit, in: bytes)
                    for target in boundaries where target >= lower && target <= upper {
                        #expect(table.offset(ofUTF8: target) == utf16Of[target], "UTF-8 offset \(target) in \(lower)...\(upper)")
                    }
                }
            }
        }
    }

    @Test func asciiWordBytesAreWordUnits() {
        for b in UInt8(0)..<0x80 {
            #expect(StreamAutomaton.isWordByte(b) == TermMatcher.isWordUnit(UInt16(b)), "byte \(b)")
        }
    }

    @Test func spansEndingInsideAnExpansion() {
        // ㍿ folds to 株式会社: two matches share its one-character span.
        var g = Glossary()
        g.concepts = [Concept(id: "a", terms: ["ja": [Term("株式")]]), Concept(id: "b", terms: ["ja": [Term("会社")]])]
        let m = TermMatcher(glossary: g)
        let matches = m.matches(in: "𠮷㍿と㍿")
        #expect(matches.map(\.utf16Range) == [2..<3, 2..<3, 4..<5, 4..<5])
        expectSameMatches(m, ["𠮷㍿と㍿", "㍿", "株式㍿会社"])
    }
}
