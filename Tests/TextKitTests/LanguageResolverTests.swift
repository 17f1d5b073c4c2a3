import Testing
import TextKit

@Suite struct LanguageResolverTests {
    @Test(arguments: [
        ("ja", "ja"), ("ja-JP", "ja"), ("ja_JP", "ja"), ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"),
        ("zh-Hans-CN", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"),
        ("zh-Hant", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("en", "en"), ("en-US", "en"), ("en-GB", "en"), ("EN", "en"),
        ("sr-Latn", "sr-Latn"), ("de-DE", "de"),
    ])
    func resolvesToTheCorpusTag(written: String, expected: String) {
        #expect(LanguageResolver.resolve(written).tag == expected, "'\(written)' should be read as '\(expected)'")
    }

    @Test func keepsExactTagsExactAndMarksMappedOnes() {
        #expect(LanguageResolver.resolve("zh-Hans") == .exact("zh-Hans"))
        #expect(LanguageResolver.resolve("ja-JP") == .mapped(from: "ja-JP", to: "ja"))
    }

    @Test func traditionalChineseIsNeverMergedIntoSimplified() {
        for tag in ["zh-TW", "zh-HK", "zh-MO", "zh-Hant"] {
            #expect(LanguageResolver.resolve(tag).tag == "zh-Hant", "'\(tag)'")
        }
    }

    @Test(arguments: ["", "---", "und", "12", "x-private", "ja JP", "日本語"])
    func refusesTagsItCannotUse(written: String) {
        guard case .unusable(let tag, let reason) = LanguageResolver.resolve(written) else {
            Issue.record("'\(written)' should be unusable")
            return
        }
        #expect(tag == written)
        #expect(!reason.isEmpty)
    }
}
