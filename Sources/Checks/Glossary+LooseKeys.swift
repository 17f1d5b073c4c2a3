import GlossaryKit
import TextKit

extension Glossary {
    /// The loose match key of every term (`MatchKey(_:strength: .loose)`): a string whose key is among
    /// them is some term, whatever its width, case or long-vowel spelling.
    var looseTermKeys: Set<[UInt16]> {
        Set(allTerms.map { MatchKey($0.term.text, strength: .loose).units })
    }
}
