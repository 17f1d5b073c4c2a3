import TextKit

/// What the aligner reads of two unit lists whatever its anchors: their languages, the lexical
/// model's words of every unit and the document-wide phrase cohesion costs, each computed on first
/// use.
///
/// `Aligner.alignLearningTermPairs` aligns the same units up to three times with growing anchors;
/// tokenising every unit (ICU word breaking) and reading every phrase end once instead of three times
/// saves a sixth of the time on a long document.
final class UnitFeatures {
    let source: [AlignmentUnit]
    let target: [AlignmentUnit]

    init(source: [AlignmentUnit], target: [AlignmentUnit]) {
        self.source = source
        self.target = target
    }

    /// The two sides' languages (`Aligner.language(of:)`).
    lazy var languages: (source: String, target: String) = (Aligner.language(of: source), Aligner.language(of: target))

    /// The lexical model's words of every unit (`LexicalTokenizer`).
    lazy var tokens: (source: [[String]], target: [[String]]) = {
        let sides = bothSides { units, language in
            let tokenizer = LexicalTokenizer(language: language)
            return units.map { tokenizer.tokens(of: $0.text) }
        }
        return (sides[0], sides[1])
    }()

    /// The cohesion costs of every unit of each side, over the whole document.
    lazy var cohesion: (source: PhraseCohesion, target: PhraseCohesion) = {
        let sides = bothSides { units, language in PhraseCohesion(units: units.map(\.text), language: language) }
        return (sides[0], sides[1])
    }()

    /// `body` of the source units and language and of the target's, on two cores when one is free
    /// (`helpedMap`).
    private func bothSides<T>(_ body: @escaping ([AlignmentUnit], String) -> T) -> [T] {
        let languages = self.languages
        return [(source, languages.source), (target, languages.target)].helpedMap { body($0.0, $0.1) }
    }
}
