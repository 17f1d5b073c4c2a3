import Foundation
import Testing

@testable import ReferenceSite

/// The site's search data is a script: no `</` may be left in its JSON, which is otherwise what
/// `JSONEncoder` writes with sorted keys.
@Suite struct SiteJSONTests {
    @Test(arguments: [
        ("x</script>", #"x<\/script>"#), ("<</y", #"<<\/y"#), ("</</", #"<\/<\/"#), ("a/b <b> c", "a/b <b> c"), ("", ""),
        ("订阅</优惠", #"订阅<\/优惠"#),
    ])
    func everyClosingTagOpenerIsEscaped(text: String, escaped: String) {
        #expect(SiteJSON.encode(["b": text, "a": "1"]) == #"{"a":"1","b":""# + escaped + #""}"#)
    }

    @Test func aValueReadsBackAsItWas() throws {
        let text = "x</script> \"quoted\" \\ 订阅 </"
        let json = SiteJSON.encode([text])
        #expect(!json.contains("</"))
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == [text])
    }
}
