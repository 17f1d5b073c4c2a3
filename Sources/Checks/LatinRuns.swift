import TextKit
/// Latin names as translations write them apart: split by a space where a subtitle cue broke the
/// line (`willSpeakRangeOfSpeech String`, `UIGraphicsEnd ImageContext`), spelt out as the speaker
/// said them (`MPS Matrix Copy to Image Kernel`, `touch-down`), with punctuation or a plural
/// that the other language leaves out (`Hello WWDC!`, `Best Practices`).
///
/// A text's Latin runs are its stretches of ASCII letters, digits, spaces and punctuation that no
/// other character interrupts (a Japanese or Chinese character ends a run); a run's words are its
/// maximal letter-and-digit pieces, lowercased. A name is in a text when the concatenation of
/// consecutive words of one run, from a word's start to a word's end, spells the name's letters
/// and digits (case ignored).
enum LatinRuns {
    /// The Latin runs of `text`, each as its lowercased words.
    /// - Complexity: O(*n*) in the text length.
    static func runs(in text: String) -> [[String]] {
        var runs: [[String]] = []
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
                continue
            }
            if !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
            if !scalar.isASCII, !words.isEmpty {
                runs.append(words)
                words = []
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        if !words.isEmpty { runs.append(words) }
        return runs
    }

    /// The letters and digits of `name`, lowercased (`hellowwdc` for `Hello WWDC!`).
    static func key(of name: String) -> String {
        String(scalars: name.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }).lowercased()
    }

    /// Whether `text` writes `name` as consecutive words of one Latin run. With `plural`, a
    /// final `s` more or less still matches (`bannerImageURL` for `bannerImageURLs`); keep it for
    /// long names (`App` is not `Apps`).
    static func contains(_ name: String, in text: String, plural: Bool = false) -> Bool {
        let key = key(of: name)
        guard !key.isEmpty else { return false }
        let shorter = plural && key.hasSuffix("s") ? String(key.dropLast()) : nil
        for run in runs(in: text) {
            for start in run.indices {
                var spelt = ""
                for word in run[start...] {
                    spelt += word
                    if spelt == key || spelt == shorter || (plural && spelt == key + "s") { return true }
                    if spelt.count > key.count { break }
                    // A prefix of the key can only grow into it.
                    guard key.hasPrefix(spelt) else { break }
                }
            }
        }
        return false
    }

    /// Whether `text` keeps the first word of a label of several words and translates the rest
    /// (`CG画像` for `CG image`, `UILabel 尺寸计算` for `UILabel sizing`): a run of `text` is that
    /// word alone. Labels of one word are not "kept in part".
    static func keepsFirstWord(of label: String, in text: String) -> Bool {
        guard let words = runs(in: label).first, words.count >= 2, let first = words.first, first.count >= 2 else {
            return false
        }
        return runs(in: text).contains { $0 == [first] }
    }
}
