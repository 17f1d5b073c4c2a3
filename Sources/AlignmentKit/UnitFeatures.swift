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
        let sTokenizer = LexicalTokenizer(language: languages.source)
        let tTokenizer = LexicalTokenizer(language: languages.target)
        return (source.map { sTokenizer.tokens(of: $0.text) }, target.map { tTokenizer.tokens(of: $0.text) })
    }()

    /// The cohesion costs of every unit of each side, over the whole document.
    lazy var cohesion: (source: PhraseCohesion, target: PhraseCohesion) = (
        PhraseCohesion(units: source.map(\.text), language: languages.source),
        PhraseCohesion(units: target.map(\.text), language: languages.target)
    )
}
