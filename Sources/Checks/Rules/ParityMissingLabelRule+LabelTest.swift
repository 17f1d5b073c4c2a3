extension ParityMissingLabelRule {
    /// One test of a label against the other side's text, as the key of its remembered answer:
    /// the test, the label and the paragraphs whose text it searched (none for the speech).
    struct LabelTest: Hashable {
        enum Kind: Hashable {
            /// `containsWords` over the paragraphs' text.
            case containsWords
            /// `LatinRuns.contains` over the paragraphs' text.
            case latinRun
            /// `LatinRuns.keepsFirstWord` over the paragraphs' text.
            case firstWordKept
            /// `isOrdinaryWord` over the group's English speech.
            case ordinaryWord
        }

        var kind: Kind
        var label: String
        var paragraphs: [Int]

        init(_ kind: Kind, _ label: String, _ paragraphs: [Int]) {
            self.kind = kind
            self.label = label
            self.paragraphs = paragraphs
        }
    }
}
