import Testing
import TextKit

@Suite struct StringScalarsTests {
    @Test func buildsTheStringOfScalarsOfEveryUTF8Width() {
        for text in ["", "a", "café", "アプリ内課金", "𠮷野家 😀 x", "mixed: é, 中, 🇯🇵, \u{0}", String(repeating: "订阅", count: 500)] {
            let scalars = Array(text.unicodeScalars)
            let built = String(scalars: scalars)
            #expect(built == text)
            #expect(Array(built.utf8) == Array(text.utf8))
            // Slices and other collections of scalars.
            if scalars.count > 2 {
                #expect(String(scalars: scalars[1..<(scalars.count - 1)]) == String(String.UnicodeScalarView(scalars[1..<(scalars.count - 1)])))
            }
            #expect(String(scalars: text.unicodeScalars.reversed()) == String(String.UnicodeScalarView(text.unicodeScalars.reversed())))
        }
    }
}

@Suite struct ContainsBytesTests {
    @Test(arguments: [
        ("a::b", "::", true), ("a:b", "::", false), ("<!-- x -->", "-->", true), ("--", "-->", false),
        ("func f() {", "func ", true), ("", ".", false), ("abc", "", false), ("xxxy", "xxy", true),
        ("アプリ内課金です", "内課金", true), ("アプリ内課金", "課金です", false), ("a</pre>", "</pre>", true),
        ("A</PRE>", "</pre>", false),
    ])
    func findsTheNeedlesBytes(text: String, needle: String, expected: Bool) {
        #expect(text.containsBytes(of: needle) == expected)
        // A substring (contiguous storage of its base) and a bridged-like copy answer the same.
        #expect(("<" + text + ">").dropFirst().dropLast().containsBytes(of: needle) == expected)
        // For these texts (no canonically equivalent forms), as Foundation's `contains`.
        #expect(text.contains(needle) == expected || needle.isEmpty)
    }
}
