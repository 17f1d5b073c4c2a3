import TextKit

/// A term as the prh patterns spell it: its characters without whitespace, and where the term had
/// whitespace, so that a pattern can accept the spaced forms ``TermMatcher`` accepts (spaces next to
/// a Han or kana character are ignored, a run of spaces between Latin words counts as one).
struct PrhSpelling: Hashable {
    /// The term's Unicode scalars, whitespace left out.
    let scalars: [Unicode.Scalar]
    /// `spaceBefore[i]`: the term has whitespace between `scalars[i - 1]` and `scalars[i]`.
    let spaceBefore: [Bool]

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var spaceBefore: [Bool] = []
        var pending = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pending = !scalars.isEmpty
                continue
            }
            scalars.append(scalar)
            spaceBefore.append(pending)
            pending = false
        }
        self.init(scalars: scalars, spaceBefore: spaceBefore)
    }

    init(scalars: [Unicode.Scalar], spaceBefore: [Bool]) {
        self.scalars = scalars
        self.spaceBefore = spaceBefore
    }

    var count: Int { scalars.count }

    /// The characters without whitespace: two spellings with the same compact form are the same term to
    /// the matcher.
    var compact: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// This spelling followed by `other` without its first `overlap` characters (the two share them).
    func merged(with other: PrhSpelling, overlap: Int) -> PrhSpelling {
        PrhSpelling(
            scalars: scalars + other.scalars[overlap...], spaceBefore: spaceBefore + other.spaceBefore[overlap...])
    }

    /// The start offsets where `part` occurs in this spelling.
    func occurrences(of part: PrhSpelling) -> [Int] {
        guard part.count > 0, part.count <= count else { return [] }
        return (0...(count - part.count)).filter { start in
            scalars[start..<(start + part.count)].elementsEqual(part.scalars)
        }
    }

    /// The regular expression for the characters in `range`, with the spaces the matcher accepts
    /// between them; `bounded` caps each run of spaces (ICU look-behind needs a bounded length).
    func regex(_ range: Range<Int>, bounded: Bool = false) -> String {
        var out = ""
        for i in range {
            if i > range.lowerBound { out += separator(before: i, bounded: bounded) }
            out += Self.escaped(scalars[i])
        }
        return out
    }

    /// The spaces accepted between `scalars[i - 1]` and `scalars[i]`: any run (or none) when one of
    /// the two is Han or kana, one or more between other characters the term separates, none otherwise.
    func separator(before i: Int, bounded: Bool = false) -> String {
        let cjk = Script.of(scalars[i - 1]).isCJK || Script.of(scalars[i]).isCJK
        let space = "[ \\t\u{3000}]"
        switch (cjk, spaceBefore[i]) {
        case (true, _): return space + (bounded ? "{0,\(Self.lookBehindSpaces)}" : "*")
        case (false, true): return space + (bounded ? "{1,\(Self.lookBehindSpaces)}" : "+")
        case (false, false): return ""
        }
    }

    /// Whether the character at `i` is an ASCII letter or digit (a pattern edge there needs a word
    /// boundary, as the matcher's Latin-edged terms do).
    func isWordCharacter(at i: Int) -> Bool {
        let v = scalars[i].value
        return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    }

    /// The longest run of spaces a guard's look-behind accepts between two characters.
    static let lookBehindSpaces = 8

    /// `scalar` with a backslash before it when it is a regular-expression syntax character
    /// (the escapes JavaScript's `u` flag allows).
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "^$\\.*+?()[]{}|/".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
    }
}
