import Synchronization

/// A guess at the language of a text from the scripts it uses.
public enum LanguageGuess: String, Sendable, Equatable {
    case japanese = "ja"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    case english = "en"

    /// The BCP 47 tag of the language.
    public var tag: String { rawValue }

    /// Guesses the language of `text`: Japanese when kana make up a visible share of the CJK
    /// characters, Chinese (Simplified or Traditional by which characters occur) when Han dominates
    /// without kana, English when Latin letters dominate. Returns `nil` for text with too few letters.
    /// - Complexity: O(n), plus one transliteration of at most 4,000 distinct Han characters.
    public static func guess(_ text: String) -> LanguageGuess? {
        var kana = 0
        var han = 0
        var latin = 0
        // The distinct Han characters, as bits over the unified ideographs (a set's hashing costs
        // more than the rest of the scan) and a set for the few outside them.
        var unified = [UInt64](repeating: 0, count: (0xA000 - 0x3400) / 64)
        var otherHan = Set<Unicode.Scalar>()
        var distinct = 0
        for scalar in text.unicodeScalars {
            switch Script.of(scalar) {
            case .hiragana, .katakana:
                if scalar.value != 0x30FC && scalar.value != 0x30FB { kana += 1 }
            case .han:
                han += 1
                guard distinct < 4_000 else { break }
                if (0x3400..<0xA000).contains(scalar.value) {
                    let bit = Int(scalar.value - 0x3400)
                    let mask = UInt64(1) << UInt64(bit % 64)
                    if unified[bit / 64] & mask == 0 {
                        unified[bit / 64] |= mask
                        distinct += 1
                    }
                } else if otherHan.insert(scalar).inserted {
                    distinct += 1
                }
            case .latin: latin += 1
            default: break
            }
        }
        let cjk = kana + han
        if cjk == 0 && latin == 0 { return nil }
        // Latin-heavy text with little CJK is English; transcripts of CJK talks quote many API names,
        // so CJK wins as soon as it is a fair share of the letters.
        if cjk * 4 < latin { return latin >= 3 ? .english : nil }
        if kana >= 2 && kana * 20 >= cjk { return .japanese }
        if han == 0 { return kana > 0 ? .japanese : .english }
        var distinctHan = otherHan
        for (word, bits) in unified.enumerated() where bits != 0 {
            for bit in 0..<64 where bits & (UInt64(1) << UInt64(bit)) != 0 {
                distinctHan.insert(Unicode.Scalar(UInt32(0x3400 + word * 64 + bit))!)
            }
        }
        return isTraditional(distinctHan) ? .traditionalChinese : .simplifiedChinese
    }

    /// Compares how many characters only Simplified and only Traditional Chinese would write.
    ///
    /// Each character's answer is remembered for the process: documents repeat the same few
    /// thousand characters, and the transliterators are slow.
    private static func isTraditional(_ characters: Set<Unicode.Scalar>) -> Bool {
        var traditionalOnly = 0
        var simplifiedOnly = 0
        var unknown: [Unicode.Scalar] = []
        hanForms.withLock { known in
            for character in characters {
                guard let form = known[character] else {
                    unknown.append(character)
                    continue
                }
                if form.contains(.traditionalOnly) { traditionalOnly += 1 }
                if form.contains(.simplifiedOnly) { simplifiedOnly += 1 }
            }
        }
        // Answers an earlier run of this executable gave (`TransliterationMemo`, which `termbridge
        // build` stores): the transliterators are opened only for characters none of them asked about.
        let simplifiedMemo = TransliterationMemo.shared(Self.toSimplifiedID), traditionalMemo = TransliterationMemo.shared(Self.toTraditionalID)
        unknown.removeAll { character in
            let text = String(character)
            guard let simplified = simplifiedMemo.remembered(text), let traditional = traditionalMemo.remembered(text) else { return false }
            // (Scalars compared, not strings: a compatibility ideograph equals its unified form as a string.)
            var form: HanForm = []
            if !simplified.unicodeScalars.elementsEqual(text.unicodeScalars) { form.insert(.traditionalOnly) }
            if !traditional.unicodeScalars.elementsEqual(text.unicodeScalars) { form.insert(.simplifiedOnly) }
            if form.contains(.traditionalOnly) { traditionalOnly += 1 }
            if form.contains(.simplifiedOnly) { simplifiedOnly += 1 }
            hanForms.withLock { known in if known.count < 40_000 { known[character] = form } }
            return true
        }
        guard !unknown.isEmpty else { return traditionalOnly > simplifiedOnly }
        guard let toSimplified = try? Transliterator.shared(Self.toSimplifiedID),
            let toTraditional = try? Transliterator.shared(Self.toTraditionalID)
        else { return false }
        let sorted = unknown.sorted { $0.value < $1.value }
        let joined = String(scalars: sorted)
        let simplified = Array(toSimplified.transliterate(joined).unicodeScalars)
        let traditional = Array(toTraditional.transliterate(joined).unicodeScalars)
        // One output character per input character: the answers belong to single characters and
        // can be remembered. Otherwise count what can be counted, as before, and remember nothing.
        var forms = [HanForm](repeating: [], count: sorted.count)
        if simplified.count == sorted.count {
            for index in sorted.indices where sorted[index] != simplified[index] { forms[index].insert(.traditionalOnly) }
        }
        if traditional.count == sorted.count {
            for index in sorted.indices where sorted[index] != traditional[index] { forms[index].insert(.simplifiedOnly) }
        }
        traditionalOnly += forms.filter { $0.contains(.traditionalOnly) }.count
        simplifiedOnly += forms.filter { $0.contains(.simplifiedOnly) }.count
        if simplified.count == sorted.count && traditional.count == sorted.count {
            hanForms.withLock { known in
                if known.count < 40_000 { for index in sorted.indices { known[sorted[index]] = forms[index] } }
            }
            for index in sorted.indices {
                let text = String(sorted[index])
                simplifiedMemo.remember(text, String(simplified[index]))
                traditionalMemo.remember(text, String(traditional[index]))
            }
        }
        return traditionalOnly > simplifiedOnly
    }

    /// The transliterators between the two Chinese scripts.
    public static let toSimplifiedID = "Hant-Hans", toTraditionalID = "Hans-Hant"

    /// Whether a Han character changes when written in the other Chinese script.
    private struct HanForm: OptionSet, Sendable {
        let rawValue: UInt8
        /// Simplified Chinese writes it otherwise.
        static let traditionalOnly = HanForm(rawValue: 1)
        /// Traditional Chinese writes it otherwise.
        static let simplifiedOnly = HanForm(rawValue: 2)
    }

    private static let hanForms = Mutex<[Unicode.Scalar: HanForm]>([:])
}
