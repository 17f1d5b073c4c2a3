/// One rule of a prh rule file: occurrences of `patterns` are replaced by `expected`.
///
/// Each pattern is a JavaScript regular expression in prh's `/…/` string form; prh compiles it
/// with the flags `gmu`. The patterns use only what JavaScript and ICU regular expressions share
/// (literal characters, escapes of syntax characters, fixed character classes, bounded look-behind
/// and look-ahead), so that the same rules can be checked with `NSRegularExpression`.
public struct PrhRule: Sendable, Hashable {
    /// The concept the rule comes from (written as a comment).
    public var conceptID: String
    /// The preferred term.
    public var expected: String
    /// The deprecated and superseded terms, longest first, as `/…/` regular expressions.
    public var patterns: [String]
    /// The glossary terms the patterns stand for, in the order of `patterns`.
    public var terms: [String]
    /// Examples prh checks when it loads the file: each pattern (and its spaced form) becomes
    /// `expected`, and a longer glossary term that contains a pattern stays as it is.
    public var specs: [Spec]

    public struct Spec: Sendable, Hashable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public init(conceptID: String, expected: String, patterns: [String], terms: [String], specs: [Spec]) {
        self.conceptID = conceptID
        self.expected = expected
        self.patterns = patterns
        self.terms = terms
        self.specs = specs
    }
}
