import Testing

@testable import TermBridgeCommandLine

/// The KWIC line `search` prints: the hit's text around the match, the match in brackets.
@Suite struct SearchContextTests {
    @Test func theMatchIsBracketedWhereverTheIndexFoundIt() {
        func line(_ query: String, _ text: String, _ language: String? = "ja") -> String {
            TermBridge.Search.context(of: query, in: text, language: language)
        }
        // The words the index matched.
        #expect(line("Win-Back Offer", "Set up Win-back Offers today.", "en") == "Set up [Win-back Offers] today.")
        // A katakana word inside a compound: the part, not the compound.
        #expect(line("アフィニティ", "ノードアフィニティを使います。") == "ノード[アフィニティ]を使います。")
        // The query's final mark, which the compound's part is written without.
        #expect(line("ユーザー", "ユーザアカウントを作ります。") == "[ユーザ]アカウントを作ります。")
        // Nothing found: the start of the text, unbracketed.
        #expect(line("xyzzy", "ノードを選びます。") == "ノードを選びます。")
    }
}
