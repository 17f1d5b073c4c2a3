import Foundation
import LocalizationFormats
import Testing

/// The readers on small inline inputs: positions, escapes, encodings, variations, bad input.
struct ReaderTests {
    func read(_ text: String, path: String) throws(LocalizationFormatError) -> LocalizationFile {
        try LocalizationFile.read(bytes: Array(text.utf8), path: path)
    }

    @Test func catalogueValuesKeepTheirLineAndColumnAndVariations() throws {
        let catalogue = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld offers" : {
                  "localizations" : {
                    "ja" : {
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "needs_review",
                              "value" : "%lld件の\\"オファー\\""
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Open" : {
                  "shouldTranslate" : false
                }
              },
              "version" : "1.1"
            }
            """
        let file = try read(catalogue, path: "Localizable.xcstrings")
        #expect(file.format == .xcstrings && file.version == "1.1" && file.languages == ["ja"])
        let entry = try #require(file.entries.first)
        #expect(entry.key == "%lld offers" && entry.source == "%lld offers")
        let value = try #require(entry.values.first)
        #expect(value.text == "%lld件の\"オファー\"")
        #expect(value.variation == "plural.other" && value.pluralCategory == "other")
        #expect(value.state == .needsReview)
        #expect(value.position == TextPosition(line: 12, column: 30))
        #expect(file.entries[1].shouldTranslate == false)
    }

    @Test func unknownCatalogueVersionIsKeptWithAWarning() throws {
        let file = try read(#"{"sourceLanguage":"en","strings":{},"version":"2.0"}"#, path: "A.xcstrings")
        #expect(file.version == "2.0")
        #expect(file.warnings.map(\.message).contains { $0.contains("unknown catalogue version '2.0'") })
    }

    @Test(arguments: [
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"ja":{"stringUnit":{"state":"new","value":"x}}}}}}"#,
         "1:99", "unterminated string"),
        ("{\n  \"strings\" : {\n    \"a\" : [1,]\n  }\n}", "3:14", "expected a value"),
        ("{\n  \"strings\" : 5\n}", "2:15", "'strings' must be an object"),
    ])
    func malformedCataloguesGiveALocatedError(text: String, position: String, message: String) {
        #expect {
            try read(text, path: "Bad.xcstrings")
        } throws: { error in
            guard let error = error as? LocalizationFormatError else { return false }
            return error.position.description == position && error.message.contains(message) && error.path == "Bad.xcstrings"
        }
    }

    @Test func stringsTableReadsUTF16WithBOMCommentsAndEscapes() throws {
        let text = "/* Paywall */\n\"Start \\\"Pro\\\"\" = \"「Pro」を\\n開始\";\n// settings\nkey = \"値\";"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try LocalizationFile.read(bytes: bytes, path: "App/ja.lproj/Localizable.strings")
        #expect(file.encoding == .utf16LittleEndianWithBOM && file.languages == ["ja"])
        #expect(file.entries.map(\.key) == ["Start \"Pro\"", "key"])
        #expect(file.entries[0].values[0].text == "「Pro」を\n開始")
        #expect(file.entries[0].comment == "Paywall" && file.entries[1].comment == "settings")
        #expect(file.entries[0].values[0].position == TextPosition(line: 2, column: 20))
        #expect(file.entries[1].source == nil)
        #expect(try file.applying([]).bytes == bytes)
    }

    @Test func unterminatedStringsEntryIsLocated() {
        #expect {
            try read("\"a\" = \"b\";\n\"c\" = \"d;\n", path: "ja.lproj/Localizable.strings")
        } throws: { error in
            (error as? LocalizationFormatError)?.description
                == "ja.lproj/Localizable.strings:2:7: error: unterminated string (expected a closing '\"')"
        }
    }

    @Test func xliffUnitsBecomeEntriesWithVariationsAndStates() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.xcstrings" source-language="en" target-language="zh-Hans" datatype="plaintext">
                <body>
                  <trans-unit id="offers|==|plural.other" xml:space="preserve">
                    <source>%lld offers &amp; codes</source>
                    <target state="needs-review-l10n">%lld 个优惠和代码</target>
                  </trans-unit>
                  <trans-unit id="/%d Accounts:dict/accounts:dict/other:dict/:string" xml:space="preserve">
                    <source>%d accounts</source>
                    <target>%d 个账户</target>
                  </trans-unit>
                  <trans-unit id="Version" translate="no">
                    <source>Version</source>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let file = try read(xliff, path: "zh-Hans.xliff")
        #expect(file.format == .xliff && file.languages == ["zh-Hans"])
        #expect(file.entries.map(\.key) == ["offers", "%d Accounts", "Version"])
        #expect(file.entries[0].source == "%lld offers & codes")
        #expect(file.entries[0].values[0].variation == "plural.other" && file.entries[0].values[0].state == .needsReview)
        #expect(file.entries[0].values[0].position == TextPosition(line: 7, column: 43))
        #expect(file.entries[1].values[0].variation == "substitutions.accounts.plural.other")
        #expect(file.entries[2].shouldTranslate == false && file.entries[2].values.isEmpty)
    }

    @Test func malformedXMLIsLocated() {
        #expect {
            try read("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file>\n</xliff>\n", path: "ja.xliff")
        } throws: { error in
            let error = error as? LocalizationFormatError
            return error?.position == TextPosition(line: 4, column: 1) && error?.message.contains("expected '</file>'") == true
        }
    }

    @Test func formatIsDetectedFromContentWhateverTheExtension() throws {
        let catalogue = try read(#"{"sourceLanguage":"en","strings":{}}"#, path: "catalogue.json")
        #expect(catalogue.format == .xcstrings)
        let xliff = try read("<xliff version=\"1.2\"><file target-language=\"ja\"><body/></file></xliff>", path: "export.xml")
        #expect(xliff.format == .xliff && xliff.languages == ["ja"])
        #expect(throws: LocalizationFormatError.self) { try read("plain text", path: "notes.txt") }
    }

    @Test(arguments: [
        ("%@ and %lld", ["%@", "%lld"]),
        ("%1$@ %2$ld%% off", ["%1$@", "%2$ld", "%%"]),
        ("%#@count@ left, 100% sure", ["%#@count@"]),
        ("%.2f%arg %5d", ["%.2f", "%arg", "%5d"]),
    ])
    func formatPlaceholdersAreRead(text: String, expected: [String]) {
        #expect(FormatPlaceholder.all(in: text).map(\.text) == expected)
    }

    @Test func stringsdictCategoriesAreVariations() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>%lld days</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@days@</string>
            \t\t<key>days</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld日</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """
        let file = try read(plist, path: "ja.lproj/Localizable.stringsdict")
        #expect(file.format == .stringsdict)
        let values = try #require(file.entries.first?.values)
        #expect(values.map(\.variation) == ["", "substitutions.days.plural.other"])
        #expect(values[1].text == "%lld日" && values[1].position == TextPosition(line: 14, column: 12))
    }
}
