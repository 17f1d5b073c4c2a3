import Foundation
import Testing

@testable import OfferModel

/// The strict reader behind scenarios and `.storekit` files: syntax errors with line and column and
/// what was expected, and values of the wrong type refused with the field, file and line.
struct JSONReaderTests {
    func root(_ text: String) throws(ModelError) -> JSONReader { try JSONReader.root(Array(text.utf8), file: "f.json") }

    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "f.json:1:9: invalid JSON: expected a key in double quotes, found '}'"),
        ("{\"a\": [1, 2}", "f.json:1:12: invalid JSON: expected ',' or ']' after an array element, found '}'"),
        (
            "{\"a\": \"open\n}",
            "f.json:1:12: invalid JSON: expected '\"' or text; a control character must be escaped inside a string, found a line break"
        ),
        ("{\"a\": tru}", "f.json:1:7: invalid JSON: expected 'true'"),
        ("{\"a\": 01}", "f.json:1:8: invalid JSON: expected ',' or '}' after an object member, found '1'"),
        (
            "{\"a\": 1} x",
            "f.json:1:10: invalid JSON: expected the end of the file after the top-level value, found 'x'"
        ),
        (
            "{\"a\":\n  {\"b\": 1",
            "f.json:2:10: invalid JSON: expected ',' or '}' after an object member, found the end of the file"
        ),
        (
            "{\"a\": \"\\x\"}",
            "f.json:1:9: invalid JSON: expected one of '\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\', found 'x'"
        ),
        ("   \n  ", "f.json:2:3: invalid JSON: expected a JSON object, found only white space"),
        ("{\"a\" 1}", "f.json:1:6: invalid JSON: expected ':' after the key 'a', found '1'"),
    ])
    func syntaxErrorsNameLineColumnAndWhatWasExpected(text: String, expected: String) {
        #expect(message { _ = try root(text) } == expected)
    }

    @Test func locatesKeysAndArrayElements() throws {
        let text = "{\n  \"a\": {\"b\": [{\"c\": \"中文\", \"d\": 2}]},\n  \"e\": true\n}"
        let r = try root(text)
        #expect(r.location("a") == "f.json:2:3: a")
        let a = try r.child("a")
        #expect(a.location("b") == "f.json:2:9: a.b")
        let element = try #require(try a.objects("b").first)
        #expect(element.path == "a.b[0]" && element.node.position == .init(line: 2, column: 15))
        #expect(element.location("d") == "f.json:2:27: a.b[0].d", "columns count characters, not bytes")
        #expect(element.location("missing") == "f.json:2:15: a.b[0].missing", "a missing key points at its object")
        #expect(r.location("e") == "f.json:3:3: e")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(message { _ = try root(text) }?.contains("nesting deeper than 256") == true)
    }

    @Test func escapesAndNonASCIIColumnsAreRead() throws {
        let r = try root("{\"名前\": \"a\\u00e9\\ud83d\\ude00\\n\", \"n\": 3.0, \"x\": true}")
        #expect(try r.string("名前") == "aé😀\n")
        #expect(try r.int("n") == 3)
        #expect(r.location("x") == "f.json:1:43: x", "columns count characters, not bytes or escapes")
    }

    @Test(arguments: [
        ("{\"n\": true}", "int", "f.json:1:2: n: expected an integer, got 'true'"),
        ("{\"n\": 2.5}", "int", "f.json:1:2: n: expected an integer, got '2.5'"),
        ("{\"n\": \"3\"}", "int", "f.json:1:2: n: expected an integer, got '3'"),
        ("{\"n\": 1e40}", "int", "f.json:1:2: n: expected an integer, got '1e40'"),
        ("{\"n\": 1}", "bool", "f.json:1:2: n: expected true or false, got '1'"),
        ("{\"n\": \"yes\"}", "bool", "f.json:1:2: n: expected true or false, got 'yes'"),
        ("{\"n\": true}", "number", "f.json:1:2: n: expected a number, got 'true'"),
        ("{\"n\": \"cheap\"}", "number", "f.json:1:2: n: expected a number, got 'cheap'"),
        ("{\"n\": 5}", "string", "f.json:1:2: n: expected a string, got '5'"),
        ("{\"n\": \"USA\"}", "strings", "f.json:1:2: n: expected an array, got 'USA'"),
        ("{\"n\": [\"USA\", 3]}", "strings", "f.json:1:15: n[1]: expected a string, got '3'"),
        ("{\"n\": [1]}", "child", "f.json:1:2: n: expected an object, got 'an array'"),
    ])
    func wronglyTypedValuesAreRefusedWithFieldAndLine(text: String, accessor: String, expected: String) throws {
        let r = try root(text)
        let got = message {
            switch accessor {
            case "int": _ = try r.int("n")
            case "bool": _ = try r.bool("n")
            case "number": _ = try r.number("n")
            case "string": _ = try r.string("n")
            case "strings": _ = try r.strings("n")
            default: _ = try r.child("n")
            }
        }
        #expect(got == expected)
    }

    @Test(arguments: [
        (
            "\"periodCount\": 1", "\"periodCount\": true",
            "s.json:2:57: offer.periodCount: expected an integer, got 'true'"
        ),
        (
            "\"territories\": [\"USA\"]", "\"territories\": \"USA\"",
            "s.json:3:56: offer.territories: expected an array, got 'USA'"
        ),
        (
            "\"minPaidMonths\": 3", "\"minPaidMonths\": 3.5",
            "s.json:4:28: offer.eligibility.minPaidMonths: expected an integer, got '3.5'"
        ),
        (
            "\"asOf\": \"2024-12-15\"}", "\"asOf\": \"2024-12-15\",}",
            "s.json:14:23: invalid JSON: expected a key in double quotes, found '}'"
        ),
    ])
    func scenarioFilesRefuseWrongTypesAndBadJSONWithLineAndColumn(
        original: String, replacement: String, expected: String
    ) {
        let text = EligibilityScenarioTests.issueScenario.replacingOccurrences(of: original, with: replacement)
        #expect(text != EligibilityScenarioTests.issueScenario)
        #expect(message { _ = try EligibilityScenario.decode(Array(text.utf8), file: "s.json") } == expected)
    }
}
