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
        String(scalars: name.unicodeScalars.filter(isASCIIAlphanumeric)).lowercased()
    }

    /// Whether a scalar is an ASCII letter or digit.
    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
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

    /// A spelling of `name` in `text` that is close but not equal: consecutive words of one run whose
    /// letters and digits are one edit from the name's, or for a name of ten or more a quarter of its
    /// letters (`NSKeyUnarchiveder` for `NSKeyedUnarchiver`, `MVideo.mp4` for `MyVideo.mp4`) — not a
    /// part of the name or the name inside more (`Creative Set` of `Add Creative Set`), nor the name
    /// with a plural `s` more or less. Nil when `text` has none, or writes the name itself.
    static func nearSpelling(of name: String, in text: String) -> String? {
        let key = Array(key(of: name).unicodeScalars)
        guard key.count >= 4 else { return nil }
        let limit = key.count >= 10 ? key.count / 4 : 1
        let keyText = String(String.UnicodeScalarView(key))
        func isPartOrPlural(_ spelt: String) -> Bool {
            keyText.contains(spelt) || spelt.contains(keyText) || spelt + "s" == keyText || keyText + "s" == spelt
        }
        var found: String?
        for run in runs(in: text) {
            for start in run.indices {
                var spelt: [Unicode.Scalar] = []
                var words: [String] = []
                for word in run[start...] {
                    spelt += word.unicodeScalars
                    words.append(word)
                    if spelt.count > key.count + limit { break }
                    guard spelt.count >= key.count - limit else { continue }
                    let distance = EditDistance.damerauLevenshtein(spelt, key, limit: limit)
                    if distance == 0 { return nil }
                    if distance <= limit, found == nil, !isPartOrPlural(String(String.UnicodeScalarView(spelt))) {
                        found = words.joined(separator: " ")
                    }
                }
            }
        }
        return found
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
