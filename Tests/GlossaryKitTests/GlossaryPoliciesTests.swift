import Foundation
import Testing

@testable import GlossaryKit

@Suite struct GlossaryPoliciesTests {
    static let csv = """
        # exported from the team's sheet
        # termbridge-policy: long-vowel:ja=drop
        # termbridge-policy: homonyms=allow
        # termbridge-policy: ordinary-variants:zh-Hans=ignore
        id,subjectField,en,ja,zh-Hans
        compiler,,*compiler,*コンパイラ,*编译器
        user,,*user,*ユーザー,*用户

        """

    @Test func csvPolicyLinesBeforeTheHeaderAreReadAndKept() throws {
        let read = try GlossaryCSV.read(Self.csv, file: "g.csv")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let policies = read.glossary.policies
        #expect(policies.longVowel(in: "ja") == .drop)
        #expect(policies.longVowel(in: "zh-Hans") == nil, "a language setting applies to its language only")
        #expect(policies.homonyms(in: "ja") == .allow && policies.homonyms(in: "zh-Hans") == .allow)
        #expect(policies.ordinaryVariants(in: "zh-Hans") == .ignore && policies.ordinaryVariants(in: "ja") == nil)
        #expect(read.glossary.concepts.map(\.id) == ["compiler", "user"])
        // Export writes them back before the header; reading the export gives the same glossary.
        let exported = GlossaryCSV.export(read.glossary)
        #expect(exported.hasPrefix("# termbridge-policy: long-vowel:ja=drop\r\n"))
        #expect(try GlossaryCSV.read(exported, file: "again.csv").glossary == read.glossary)
    }

    @Test func csvRowErrorsKeepTheirLineAfterPolicyLines() {
        #expect(throws: GlossaryError.csv(file: "g.csv", line: 4, message: "expected 3 fields, found 2")) {
            try GlossaryCSV.read("# termbridge-policy: homonyms=allow\nid,en,ja\na,*x,*エ\nb,*y\n", file: "g.csv")
        }
    }

    @Test(arguments: [
        ("# termbridge-policy: long-vowel:ja=short", "unknown value 'short' for policy 'long-vowel' (expected 'keep' or 'drop')"),
        ("# termbridge-policy: longvowel=drop", "unknown policy 'longvowel'"),
        ("# termbridge-policy: homonyms:---=allow", "not a language tag"),
        ("# policy long-vowel=drop", "does not start with '# termbridge-policy:'"),
    ])
    func unusableSettingsAreLocatedWarningsNotSilence(line: String, message: String) throws {
        let read = try GlossaryCSV.read(line + "\nid,en\na,*x\n", file: "g.csv")
        #expect(read.glossary.policies.isEmpty)
        let warning = try #require(read.diagnostics.first)
        #expect(warning.severity == .warning && warning.line == 1 && warning.file == "g.csv")
        #expect(warning.message.contains(message), "\(warning.message)")
    }

    @Test func tbxHeaderHoldsPoliciesAndRoundTrips() throws {
        var glossary = try GlossaryCSV.read(Self.csv, file: "g.csv").glossary
        glossary.sourceDescription = "test"
        let tbx = TBXWriter.string(glossary)
        #expect(tbx.contains("<encodingDesc>\n      <p type=\"termbridge-policy\">long-vowel:ja=drop</p>"))
        let back = try TBXReader.read(tbx)
        #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
        #expect(back.glossary.policies == glossary.policies)
        #expect(TBXWriter.string(back.glossary) == tbx)
        // TBX 2008 keeps them next to its XCS reference.
        let legacy = TBXWriter.string(glossary, format: .tbx2008)
        #expect(legacy.contains("<p type=\"XCSURI\">TBXBasicXCSV02.xcs</p>\n      <p type=\"termbridge-policy\">long-vowel:ja=drop</p>"))
        #expect(try TBXReader.read(legacy).glossary.policies == glossary.policies)
        // No policy: no encodingDesc, the file as before.
        #expect(!TBXWriter.string(Glossary(sourceDescription: "x")).contains("encodingDesc"))
    }

    @Test func unknownTBXPolicyValueIsALocatedWarning() throws {
        var tbx = TBXWriter.string(Glossary(sourceDescription: "x", policies: GlossaryPolicies([.init(key: .homonyms, value: "allow")])))
        tbx = tbx.replacingOccurrences(of: "homonyms=allow", with: "homonyms=sometimes")
        let read = try TBXReader.read(tbx, file: "g.tbx")
        #expect(read.glossary.policies.isEmpty)
        let warning = try #require(read.diagnostics.first)
        #expect(warning.line == 13 && warning.message.contains("unknown value 'sometimes' for policy 'homonyms'"), "\(warning)")
    }

    @Test func mergedGlossariesKeepTheFirstValueAndSayWhenTheyDisagree() {
        let a = GlossaryPolicies([.init(key: .longVowel, language: "ja", value: "drop")])
        let b = GlossaryPolicies([.init(key: .longVowel, language: "ja", value: "keep"), .init(key: .homonyms, value: "allow")])
        let (merged, conflicts) = GlossaryPolicies.merged([a, b])
        #expect(merged.longVowel(in: "ja") == .drop && merged.homonyms(in: "en") == .allow)
        #expect(conflicts == ["policy 'long-vowel:ja=keep' conflicts with 'long-vowel:ja=drop' of an earlier glossary; 'long-vowel:ja=drop' is used"])
    }

    @Test(arguments: [
        // written, term, style, expected verdict (nil: the policy says nothing)
        ("コンパイラー", "コンパイラ", GlossaryPolicies.LongVowel.drop, "コンパイラ"),
        ("コンパイラ", "コンパイラ", .drop, nil),
        ("コンパイラ", "コンパイラー", .drop, "follows"),
        ("コンパイラー", "コンパイラー", .drop, "コンパイラ"),
        ("キー", "キー", .drop, "follows"),  // two morae or fewer keep the mark
        ("キ", "キー", .drop, "キー"),
        ("ユーザー名", "ユーザー名", .drop, "ユーザ名"),  // a run ending before Han
        ("コンパイラ", "コンパイラー", .keep, "コンパイラー"),
        ("コンパイラー", "コンパイラ", .keep, "follows"),
        ("コンパイラー", "コンパイラー", .keep, "follows"),
        ("コンパイル", "コンパイラー", .keep, nil),  // another word: not the policy's business
    ] as [(String, String, GlossaryPolicies.LongVowel, String?)])
    func longVowelStyleIsCheckedInBothDirections(written: String, term: String, style: GlossaryPolicies.LongVowel, expected: String?) {
        let verdict = LoanwordLongVowel.verdict(written: written, term: term, style: style)
        switch expected {
        case nil: #expect(verdict == nil)
        case "follows": #expect(verdict == .follows)
        case let form?: #expect(verdict == .breaks(expected: form))
        }
    }

    @Test func lintFollowsTheHomonymAndLongVowelPolicies() throws {
        let rows = "id,en,ja\na,*pod,*クラスター\nb,*pod group,*クラスター\n"
        let plain = GlossaryLinter.lint(try GlossaryCSV.import(rows), file: "g")
        #expect(plain.contains { $0.message.contains("is used by concepts") && $0.isHouseConvention })
        let allowed = GlossaryLinter.lint(try GlossaryCSV.import("# termbridge-policy: homonyms=allow\n" + rows), file: "g")
        #expect(!allowed.contains { $0.message.contains("is used by concepts") })
        let strict = GlossaryLinter.lint(try GlossaryCSV.import("# termbridge-policy: homonyms:ja=error\n" + rows), file: "g")
        #expect(strict.contains { $0.message.contains("is used by concepts") && !$0.isHouseConvention && $0.severity == .error })
        let dropped = GlossaryLinter.lint(try GlossaryCSV.import("# termbridge-policy: long-vowel=drop\n" + rows), file: "g")
        #expect(dropped.filter { $0.message.contains("check expects 'クラスタ'") }.count == 2)
    }

    @Test(arguments: [("提供", "zh-Hans", true), ("数量", "zh-Hans", true), ("赢回优惠", "zh-Hans", false),
                      ("ユーザー", "ja", false), ("deal", "en", true), ("Pod", "en", false), ("win-back offer", "en", false)])
    func ordinaryWordsAreOneDictionaryWord(text: String, language: String, ordinary: Bool) {
        #expect(Term(text).isOrdinaryWord(language: language) == ordinary)
    }
}
