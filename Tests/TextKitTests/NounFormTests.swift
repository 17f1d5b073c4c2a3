import Testing
import TextKit

@Suite struct NounFormTests {
    /// Every form of a noun meets another: plural, possessive (straight and curly), the `-es` and
    /// `-ies` plurals; words of three letters, `-ss` and `-us` endings and words with other
    /// characters than a–z are left as they are.
    @Test func pluralsAndPossessivesMeetTheirNoun() {
        let meeting: [[String]] = [
            ["offer", "offers", "offer's", "offers'", "offer’s"],
            ["class", "classes"],
            ["battery", "batteries"],
            ["cache", "caches"],
            ["box", "boxes"],
            ["policy", "policies"],
            ["cookie", "cookies"],
            ["status", "statuses"],
            ["purchase", "purchases"],
            ["key", "keys"],
            ["use", "uses"],
            ["api", "apis", "api's"],
        ]
        for forms in meeting {
            let stems = Set(forms.map(NounForm.key))
            #expect(stems.count == 1, "\(forms) → \(stems)")
        }
        for word in ["ios", "bus", "access", "storekit2", "サブスクリプション", "订阅"] {
            #expect(NounForm.key(word) == word, "\(word)")
        }
        #expect(NounForm.key("x'") == "x")
        // Verbs' endings stay apart.
        #expect(NounForm.key("purchased") != NounForm.key("purchase"))
    }

    @Test func aPhrasesKeyIsItsLatinWordsKeys() {
        #expect(NounForm.phraseKey("Pod Security Policies") == NounForm.phraseKey("pod security policy"))
        #expect(NounForm.phraseKey("Pod Security Policies") == "pod securiti polici")
        #expect(NounForm.phraseKey("win-back offers") == "win back offer")
        #expect(NounForm.phraseKey("ウィンバックオファー") == "" && NounForm.phraseKey("2024") == "")
        #expect(NounForm.phraseKey("k8s nodes") == "k8s nod")
    }
}
