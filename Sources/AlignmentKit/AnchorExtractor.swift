import TextKit

/// Turns unit texts into `UnitProfile`s: numbers, Latin tokens, given term pairs and folded Han
/// characters, interned to integer ids shared by both sides.
///
/// - Complexity: O(n) in the text length, plus O(p·n) substring searches for p term pairs.
struct AnchorExtractor {
    /// Han characters too common in Chinese prose (or as Japanese okurigana-free kanji) to be evidence.
    static let hanStopList: Set<Unicode.Scalar> = Set("的是在了我们这个你他它有和也就会要可以一不上下中为到说对以及与等所其之此那么们".unicodeScalars)

    private var ids: [String: Int] = [:]
    private var han = HanVariants()
    private let termPairs: [(source: String, target: String)]

    init(termPairs: [(source: String, target: String)]) {
        self.termPairs = termPairs.filter { !$0.source.isEmpty && !$0.target.isEmpty }
    }

    private mutating func id(_ key: String) -> Int {
        if let id = ids[key] { return id }
        let id = ids.count
        ids[key] = id
        return id
    }

    /// The profile of a text; `isSource` picks which side of the term pairs to look for.
    mutating func profile(of text: String, isSource: Bool) -> UnitProfile {
        var strong = Set<Int>()
        var hanIDs = Set<Int>()
        var token = ""
        var tokenIsNumber = true
        func flush(_ me: inout AnchorExtractor) {
            defer { token = ""; tokenIsNumber = true }
            let trimmed = token.trimming(".-_")
            guard !trimmed.isEmpty else { return }
            if tokenIsNumber {
                strong.insert(me.id("n:" + trimmed))
            } else if trimmed.count >= 2 {
                strong.insert(me.id("l:" + trimmed.lowercased()))
            }
        }
        var length = 0
        for scalar in text.unicodeScalars {
            if !scalar.properties.isWhitespace { length += 1 }
            let script = Script.of(scalar)
            switch script {
            case .latin:
                token.unicodeScalars.append(scalar); tokenIsNumber = false
            case .digit:
                token.unicodeScalars.append(scalar)
            default:
                if !token.isEmpty, scalar == "." || scalar == "_" || scalar == "-" {
                    token.unicodeScalars.append(scalar)
                    continue
                }
                if !token.isEmpty { flush(&self) }
                if script == .han {
                    let folded = han.fold(scalar)
                    if !Self.hanStopList.contains(folded) { hanIDs.insert(id("h:" + String(folded))) }
                }
            }
        }
        if !token.isEmpty { flush(&self) }
        for (index, pair) in termPairs.enumerated() where text.contains(isSource ? pair.source : pair.target) {
            strong.insert(id("t:\(index)"))
        }
        return UnitProfile(length: length, strong: strong.sorted(), han: hanIDs.sorted())
    }
}
