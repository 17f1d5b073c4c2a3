import Foundation
import TextKit

/// The Gale–Church length model: target length is roughly normal around `ratio × source length`,
/// with variance growing linearly with the source length.
///
/// Lengths are counted in non-space characters. Fitted on ja→zh-Hans:
/// - seed session pair (000 ↔ 004, 123 one-to-one transcript paragraphs): ratio 0.678, variance 0.98
///   per source character;
/// - perf corpus (113 WWDC18 ja/zh-Hans transcript pairs, whole documents): ratio 1.089 overall,
///   median per pair 1.065 with a standard deviation of 0.42 between pairs.
///
/// The ratio therefore depends on the translation (the WWDC18 Japanese subtitles are condensed), so
/// `fitted(sourceLength:targetLength:)` takes the ratio from the two documents' totals and keeps the
/// variance of the seed pair, widened to 1.5 for the noisier subtitle paragraphs.
public struct LengthModel: Sendable, Equatable {
    /// Expected target characters per source character.
    public var ratio: Double
    /// Variance of the target length per source character.
    public var variance: Double

    /// The seed-pair estimates for ja → zh-Hans.
    public static let japaneseToChinese = LengthModel(ratio: 0.678, variance: 0.98)

    public init(ratio: Double, variance: Double) {
        self.ratio = ratio
        self.variance = variance
    }

    /// A model whose ratio is the ratio of the documents' total lengths (clamped to 0.1…10), shrunk
    /// towards `expectedRatio` as if 500 more source characters had been seen with that ratio, so
    /// that short documents (where one extra paragraph skews the totals) keep a sane ratio.
    public static func fitted(
        sourceLength: Int, targetLength: Int, variance: Double = 1.5, expectedRatio: Double = 1
    ) -> LengthModel {
        guard sourceLength > 0, targetLength > 0 else { return LengthModel(ratio: expectedRatio, variance: variance) }
        let prior = 500.0
        let raw = (Double(targetLength) + prior * expectedRatio) / (Double(sourceLength) + prior)
        let ratio = min(10, max(0.1, raw))
        return LengthModel(ratio: ratio, variance: variance)
    }

    /// The standardised length difference δ of a bead.
    public func delta(source: Int, target: Int) -> Double {
        let mean = (Double(source) + Double(target) / ratio) / 2
        guard mean > 0 else { return 0 }
        return (Double(target) - Double(source) * ratio) / (mean * variance * ratio).squareRoot()
    }

    /// Two-sided probability of a length difference at least as large as this bead's, in [0, 1].
    public func probability(source: Int, target: Int) -> Double {
        let d = abs(delta(source: source, target: target))
        return erfc(d / 2.0.squareRoot())
    }

    /// Chinese or Japanese characters per English character (non-space) in a translation: 0.37
    /// zh-Hans and 0.35 ja, medians over the 112 WWDC18 sessions of the perf corpus (s.d. 0.13 and
    /// 0.04 between sessions). The ratio a fitted model starts from, and the ratio by which two
    /// documents' lengths count as far apart, for English against Chinese or Japanese.
    public static let cjkPerEnglishCharacter = 0.36

    /// The usual ratio of target to source characters for the languages (`Aligner.language(of:)`:
    /// `ja`, `zh` or `en`): 1 between Chinese and Japanese (the perf corpus's 1.09 and the seed pair's
    /// 0.68 lie either side), `cjkPerEnglishCharacter` from English and its inverse into English.
    public static func expectedRatio(source: String, target: String) -> Double {
        switch (source == "en", target == "en") {
        case (true, false): cjkPerEnglishCharacter
        case (false, true): 1 / cjkPerEnglishCharacter
        default: 1
        }
    }

    /// Non-space character count of a text.
    public static func length(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.isUnicodeWhitespace ? 0 : 1) }
    }
}
