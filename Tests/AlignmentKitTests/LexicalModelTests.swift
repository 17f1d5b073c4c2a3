import Testing

@testable import AlignmentKit

@Suite struct LexicalModelTests {
    /// The target token with the highest p(target | source).
    static func best(_ model: LexicalModel, _ source: String) -> String? {
        guard let s = model.sourceIDs[source] else { return nil }
        return model.targetIDs.max { a, b in
            model.probabilities(source: s, target: a.value).forward < model.probabilities(source: s, target: b.value).forward
        }?.key
    }

    @Test func expectationMaximisationSeparatesWordsThatAlwaysCoOccurWithOthers() {
        // Every pair shares two words; only EM (not co-occurrence counts) tells which maps to which.
        let model = LexicalModel(pairs: [
            (["割引", "価格"], ["折扣", "价格"]),
            (["割引", "期間"], ["折扣", "时长"]),
            (["価格", "期間"], ["价格", "时长"]),
            (["割引"], ["折扣"]),
        ])
        #expect(Self.best(model, "割引") == "折扣")
        #expect(Self.best(model, "価格") == "价格")
        #expect(Self.best(model, "期間") == "时长")
        let s = model.sourceIDs["割引"]!, t = model.targetIDs["折扣"]!, other = model.targetIDs["价格"]!
        #expect(model.probabilities(source: s, target: t).forward > 0.5)
        #expect(model.probabilities(source: s, target: t).backward > model.probabilities(source: s, target: other).backward)
    }

    @Test func emptyTrainingGivesAnEmptyModel() {
        let model = LexicalModel(pairs: [([], ["优惠"]), (["オファー"], [])])
        #expect(model.isEmpty)
    }

    @Test func theSeedTranscriptTeachesItsCoreVocabulary() throws {
        let ja = try SeedPair.units(SeedPair.japanesePath, language: "ja", level: .paragraph)
        let zh = try SeedPair.units(SeedPair.chinesePath, language: "zh-Hans", level: .paragraph)
        let beads = ja.indices.map { Bead(source: [$0], target: [$0], score: 1) }
        let lexicon = Aligner.lexicon(
            source: ja, target: zh, languages: ("ja", "zh"), paragraphBeads: beads, ja.indices.map { $0..<($0 + 1) },
            zh.indices.map { $0..<($0 + 1) })
        // Pairs that share no character: only the learned model links them.
        for (japanese, chinese) in [
            ("オファー", "优惠"), ("ユーザー", "顾客"), ("割引", "折扣"), ("作成", "创建"), ("サブスクリプション", "订阅"),
            ("トランザクション", "交易"),
        ] {
            #expect(Self.best(lexicon.model, japanese) == chinese, "\(japanese)")
        }
        #expect(Aligner.language(of: ja) == "ja" && Aligner.language(of: zh) == "zh")
    }

    @Test func mergingCrossingPhrasesExplainsMoreWords() {
        // The last paragraph pair: ja [割引価格で] [試せます], zh [可以试用] [以折扣价] — the phrases cross.
        let model = LexicalModel(pairs: [
            (["割引", "価格"], ["折扣", "价"]), (["試"], ["试用"]), (["割引"], ["折扣"]), (["試", "価格"], ["试用", "价"]),
            (["割引", "価格", "試"], ["试用", "折扣", "价"]),
        ])
        let m = model.matrices(pair: 4)
        #expect(m.forward.count == 9 && m.backward.count == 9)
        let evidence = LexicalEvidence(forward: m.forward, backward: m.backward, sourceWords: [2, 1], targetWords: [1, 2])
        let straight =
            evidence.agreement(source: 0..<1, target: 0..<1).explained
            + evidence.agreement(source: 1..<2, target: 1..<2).explained
        let crossed =
            evidence.agreement(source: 0..<1, target: 1..<2).explained
        let merged = evidence.agreement(source: 0..<2, target: 0..<2)
        #expect(merged.tokens == 6)
        #expect(merged.explained > straight + 2)
        #expect(crossed > straight)
    }
}

@Suite struct SlotTableTests {
    @Test func slotsAreDenseInFirstInsertionOrderAcrossGrowth() {
        var table = SlotTable()
        // Keys shaped like the model's (source << 32 | target), plus colliding low bits.
        let keys = (0..<5_000).map { ($0 % 97) << 32 | ($0 * 7919) % 10_007 }
        var expected: [Int: Int32] = [:]
        for key in keys {
            let slot = table.insert(key)
            if let known = expected[key] {
                #expect(slot == known)
            } else {
                #expect(slot == Int32(expected.count))
                expected[key] = slot
            }
        }
        #expect(table.count == expected.count)
        for (key, slot) in expected { #expect(table.slot(key) == slot) }
        #expect(table.slot(98 << 32) == nil)
        #expect(SlotTable().isEmpty)
    }
}
