import Testing

@testable import AlignmentKit

/// The alignment programme reads flat tables (`MergedProfiles`, `SharedAnchorCounter`,
/// `LengthCostTable`) and skips beads whose lower bound cannot beat the best so far; both must leave
/// its result exactly what it was. Each case runs `Aligner.dp` and the programme as it was before
/// (`referenceDP`) on the same input and compares every bead and every score bit for bit.
@Suite struct ProgrammeIdentityTests {
    /// Random profiles: lengths 0–40, a few strong anchors out of a small pool (so that beads share
    /// some and links form), Han anchors out of a larger one; `hanPerUnit` up to 300 makes merges of
    /// more than 255 ids (the counter's fallback).
    static func profiles(
        _ count: Int, hanPerUnit: ClosedRange<Int>, _ random: inout SeededGenerator
    ) -> [UnitProfile] {
        (0..<count).map { _ in
            let length = Int.random(in: 0...40, using: &random)
            guard length > 0 else { return .empty }
            let strongCount = Int.random(in: 0...2, using: &random)
            let strong = Set((0..<strongCount).map { _ in Int.random(in: 0..<60, using: &random) })
            let hanCount = Int.random(in: hanPerUnit, using: &random)
            let han = Set((0..<hanCount).map { _ in Int.random(in: 100..<2_000, using: &random) })
            return UnitProfile(length: length, strong: strong.sorted(), han: han.sorted())
        }
    }

    /// Phrase texts whose ends and starts the cohesion costs read (`を`, `の`, `ます`, `。`, `そして`, `但是`).
    static func texts(_ count: Int, japanese: Bool, _ random: inout SeededGenerator) -> [String] {
        let japaneseParts = ["オファーを", "設定の", "作成します", "確認しました。", "そして次に", "価格", "サブスクリプション"]
        let chineseParts = ["但是优惠", "设置", "创建。", "然后确认", "价格", "订阅？", "现在"]
        let parts = japanese ? japaneseParts : chineseParts
        return (0..<count).map { _ in parts[Int.random(in: 0..<parts.count, using: &random)] }
    }

    static func expectIdentical(_ got: [Bead], _ expected: [Bead], _ label: String) {
        #expect(got.count == expected.count, "\(label): \(got.count) beads, expected \(expected.count)")
        for (a, b) in zip(got, expected)
        where a.source != b.source || a.target != b.target || a.score.bitPattern != b.score.bitPattern {
            Issue.record("\(label): bead \(a) differs from \(b)")
            return
        }
    }

    @Test(arguments: [1, 2, 3])
    func documentWideProgrammeIsUnchanged(seed: UInt64) {
        // The configuration of a document written on one line: one paragraph bead, the capped band
        // around it, cohesion and links, no lexicon; and of a transcript: several paragraph beads with
        // the crossing cost.
        var random = SeededGenerator(seed: seed)
        let n = 400, m = 520
        let s = Self.profiles(n, hanPerUnit: 0...8, &random), t = Self.profiles(m, hanPerUnit: 0...8, &random)
        let cohesion = (
            source: PhraseCohesion(units: Self.texts(n, japanese: true, &random), language: "ja"),
            target: PhraseCohesion(units: Self.texts(m, japanese: false, &random), language: "zh")
        )
        let aligner = Aligner()
        let model = LengthModel(ratio: 1.1, variance: 1.5)
        for spans in [[(0..<n, 0..<m)], [(0..<150, 0..<180), (150..<150, 180..<200), (150..<n, 200..<m)]] {
            let band = AlignmentBand.around(
                sourceSpans: spans.map(\.0), targetSpans: spans.map(\.1), reach: 0.6, maxReach: Aligner.phraseBandLimit,
                slack: 6)
            var sBead = [Int](repeating: 0, count: n), tBead = [Int](repeating: 0, count: m)
            for (k, span) in spans.enumerated() {
                for i in span.0 { sBead[i] = k }
                for j in span.1 { tBead[j] = k }
            }
            let crossing = spans.count > 1 ? BeadCrossing(sourceBead: sBead, targetBead: tBead, penalty: 2) : nil
            let links = AnchorLinks(source: s, target: t, blocks: spans.map { (source: $0.0, target: $0.1) })
            for shapes in [Aligner.phraseShapes, Aligner.phraseShapes(sourceUnits: 100, targetUnits: 200)] {
                let got = aligner.dp(
                    s, t, shapes: shapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links,
                    band: band, crossing: crossing)
                let expected = aligner.referenceDP(
                    s, t, shapes: shapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links,
                    band: band, crossing: crossing)
                Self.expectIdentical(got, expected, "seed \(seed), \(spans.count) paragraph beads")
                #expect(got.contains { $0.source.count >= 2 || $0.target.count >= 2 }, "wide beads are exercised")
            }
        }
    }

    @Test(arguments: [4, 5])
    func paragraphProgrammeWithLexiconIsUnchanged(seed: UInt64) {
        // One paragraph pair's phrases with lexical evidence (random word probabilities), as when
        // phrases are aligned inside paragraphs.
        var random = SeededGenerator(seed: seed)
        let n = 60, m = 70
        let s = Self.profiles(n, hanPerUnit: 0...6, &random), t = Self.profiles(m, hanPerUnit: 0...6, &random)
        let sourceWords = (0..<n).map { _ in Int.random(in: 0...4, using: &random) }
        let targetWords = (0..<m).map { _ in Int.random(in: 0...4, using: &random) }
        let cells = sourceWords.reduce(0, +) * targetWords.reduce(0, +)
        let forward = (0..<cells).map { _ in Float.random(in: 0...1, using: &random) }
        let backward = (0..<cells).map { _ in Float.random(in: 0...1, using: &random) }
        let lexical = LexicalEvidence(
            forward: forward, backward: backward, sourceWords: sourceWords, targetWords: targetWords)
        let cohesion = (
            source: PhraseCohesion(units: Self.texts(n, japanese: true, &random), language: "ja"),
            target: PhraseCohesion(units: Self.texts(m, japanese: false, &random), language: "zh")
        )
        let aligner = Aligner()
        let model = LengthModel(ratio: 0.9, variance: 1.5)
        let got = aligner.dp(
            s, t, shapes: Aligner.phraseShapes, model: model, keepOnlyConfident: false, lexical: lexical,
            cohesion: cohesion, links: AnchorLinks(source: s, target: t), widthLimit: Aligner.phraseBandLimit)
        let expected = aligner.referenceDP(
            s, t, shapes: Aligner.phraseShapes, model: model, keepOnlyConfident: false, lexical: lexical,
            cohesion: cohesion, links: AnchorLinks(source: s, target: t), widthLimit: Aligner.phraseBandLimit)
        Self.expectIdentical(got, expected, "seed \(seed), lexicon")
    }

    @Test(arguments: [7, 8])
    func mostExplainedBoundsEveryBeadsAgreement(seed: UInt64) {
        // The programme skips a bead whose lexical gain cannot make it win, reading the gain's bound
        // from `mostExplained`: it must never be below the agreement of any bead, and must equal it
        // (but for its margin) when the bead holds every unit's whole window.
        var random = SeededGenerator(seed: seed)
        let n = 30, m = 36
        let sourceWords = (0..<n).map { _ in Int.random(in: 0...4, using: &random) }
        let targetWords = (0..<m).map { _ in Int.random(in: 0...4, using: &random) }
        let cells = sourceWords.reduce(0, +) * targetWords.reduce(0, +)
        // Many zeros, as in a real model (probabilities under the floor are cut).
        let forward = (0..<cells).map { _ in Bool.random(using: &random) ? 0 : Float.random(in: 0...1, using: &random) }
        let backward = (0..<cells).map { _ in Bool.random(using: &random) ? 0 : Float.random(in: 0...1, using: &random) }
        let paragraph = LexicalEvidence(forward: forward, backward: backward, sourceWords: sourceWords, targetWords: targetWords)
        let whole = paragraph.agreement(source: 0..<n, target: 0..<m).explained
        let most = paragraph.mostExplained(source: 0..<n, target: 0..<m)
        #expect(most >= whole && most <= whole * 1.001 + 1e-5, "the whole pair: \(most) against \(whole)")
        var tight = 0
        for _ in 0..<2_000 {
            let i = Int.random(in: 0..<n, using: &random), j = Int.random(in: 0..<m, using: &random)
            let s = i..<min(n, i + Int.random(in: 1...7, using: &random))
            let t = j..<min(m, j + Int.random(in: 1...7, using: &random))
            let explained = paragraph.agreement(source: s, target: t).explained
            let bound = paragraph.mostExplained(source: s, target: t)
            #expect(bound >= explained, "bead \(s) × \(t): bound \(bound) below \(explained)")
            if bound < Double(paragraph.tokenCount(source: s, target: t)) { tight += 1 }
        }
        // Tighter than one per word (the bound it replaced) for most beads.
        #expect(tight > 1_000)
    }

    @Test func paragraphLevelWithLargeMergesIsUnchanged() {
        // Paragraphs of up to 300 Han anchors (merges past 255 ids are intersected list by list) and
        // thousands of characters (lengths past the length table), keeping confident beads only.
        var random = SeededGenerator(seed: 6)
        let s = Self.profiles(80, hanPerUnit: 0...300, &random).map {
            UnitProfile(length: $0.length * 90, strong: $0.strong, han: $0.han)
        }
        let t = Self.profiles(90, hanPerUnit: 0...300, &random).map {
            UnitProfile(length: $0.length * 95, strong: $0.strong, han: $0.han)
        }
        let aligner = Aligner()
        let model = LengthModel(ratio: 1, variance: 1.5)
        for keep in [false, true] {
            let got = aligner.dp(s, t, shapes: Aligner.paragraphShapes, model: model, keepOnlyConfident: keep)
            let expected = aligner.referenceDP(
                s, t, shapes: Aligner.paragraphShapes, model: model, keepOnlyConfident: keep)
            Self.expectIdentical(got, expected, "paragraphs, keepOnlyConfident \(keep)")
        }
    }

    @Test func seedPairAsOneParagraphIsUnchanged() throws {
        // Real phrases and anchors: the seed pair's phrases read as one paragraph a side, as a
        // document written on one line is.
        let ja = try SeedPair.units(SeedPair.japanesePath, language: "ja", level: .sentence)
        let zh = try SeedPair.units(SeedPair.chinesePath, language: "zh-Hans", level: .sentence)
        var extractor = AnchorExtractor(termPairs: [("オファー", "优惠"), ("サブスクリプション", "订阅")])
        let s = ja.map { extractor.profile(of: $0.text, isSource: true) }
        let t = zh.map { extractor.profile(of: $0.text, isSource: false) }
        let band = AlignmentBand.around(
            sourceSpans: [0..<s.count], targetSpans: [0..<t.count], reach: 0.6, maxReach: Aligner.phraseBandLimit,
            slack: 6)
        let cohesion = (
            source: PhraseCohesion(units: ja.map(\.text), language: "ja"),
            target: PhraseCohesion(units: zh.map(\.text), language: "zh")
        )
        let links = AnchorLinks(source: s, target: t)
        let aligner = Aligner()
        let model = LengthModel.fitted(
            sourceLength: s.reduce(0) { $0 + $1.length }, targetLength: t.reduce(0) { $0 + $1.length })
        let shapes = Aligner.phraseShapes(sourceUnits: s.count, targetUnits: t.count)
        let got = aligner.dp(
            s, t, shapes: shapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links, band: band)
        let expected = aligner.referenceDP(
            s, t, shapes: shapes, model: model, keepOnlyConfident: false, cohesion: cohesion, links: links, band: band)
        Self.expectIdentical(got, expected, "seed pair")
        #expect(got.count > 300)
    }
}
