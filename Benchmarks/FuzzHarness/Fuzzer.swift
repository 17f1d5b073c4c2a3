import Checks
import CorpusModel
import DocumentParsing
import Foundation
import GlossaryKit
import LocalizationFormats
import OfferModel
import TermBridgeCommandLine

/// The seeded, deterministic in-process fuzz loop over TermBridge's readers: the document parser
/// (every shape), the Markdown reader on its own seeds (as `.md` and `.mdx`), the TBX and CSV glossary
/// readers, the corpus manifest reader, the eligibility scenario reader, the `.storekit` reader, and the
/// app string readers with their check and safe fixes.
///
/// The same seed gives the same inputs, so a crash reproduces with `--seed` and `--only`. CI runs
/// a short slice (`FuzzHarnessTests`); `swift run -c release TermBridgeBenchmarks fuzz` runs a
/// million inputs or more by hand.
public enum Fuzzer {
    /// The targets, with seeds read from the repository at `root` (its `Corpus/`, `Glossary/` and
    /// test fixtures) plus small inline seeds, so every target has seeds even in a bare checkout.
    public static func targets(root: URL) -> [FuzzTarget] {
        func files(_ folder: String, _ extensions: Set<String>) -> [[UInt8]] {
            let url = root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
            return names.sorted().filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.compactMap {
                (try? Data(contentsOf: url.appendingPathComponent($0))).map { [UInt8]($0) }
            }
        }
        let documentSeeds =
            files("Corpus/ja", ["txt", "md"]) + files("Corpus/zh-Hans", ["txt", "md"])
            + [Array("# タイトル\n\n## Summary\n\n要約\n\n## Transcript\n\n本文です。\n".utf8)]
            // Subtitle files: WebVTT (header, note, identifiers, settings, tags, a ruby, entities) and SubRip.
            + [
                Array(
                    "WEBVTT - 紹介\nKind: captions\n\nNOTE メモ\n\nc1\n00:00:01.000 --> 00:00:04.500 align:start\n<v 司会>ようこそ</v> <c.yellow>ウィンバック</c>オファー &amp; <ruby>漢字<rt>かんじ</rt></ruby>\n\n01:02.000 --> 01:04.000\n<i>次</i><00:01:03.000>です\n"
                        .utf8),
                Array("1\n00:00:01,000 --> 00:00:03,000\n{\\an8}<font color=\"#ff0\">赢回优惠</font>\n\n2\n00:00:03,500 --> 00:00:05,000\n<b>订阅</b>\n".utf8),
            ]
        // Markdown: an inline page with every construct, plus the first pages of the real corpus
        // (../shared/real-corpus, when it is there).
        var markdownSeeds = [
            Array(
                """
                ---
                title: ウィンバックオファー
                weight: 10
                ---
                # 見出し {#anchor}

                本文の段落です。[リンク](https://example.com "t") と `code` と **強調**。
                <!-- 注: コメント -->

                > 引用
                > - リスト
                >   1. 入れ子

                | 列 | 値 |
                |---|---|
                | a | b |

                ```swift
                let offer = Product.SubscriptionOffer.winBack
                ```

                {{< glossary_tooltip text="Pod" term_id="pod" >}}
                [ref]: https://example.com
                """.utf8),
            // A documentation site's page: MDX syntax, directive containers and admonitions.
            Array(
                """
                import Tabs from '@theme/Tabs';
                export const year = 2024;

                # ウィンバックオファー \\{#win-back\\}

                <Tabs groupId="os">
                  <TabItem value="ios">{year} 年から使えます。</TabItem>
                </Tabs>

                :::note[注意 **太字**]
                サブスクリプションの{props.name}を確認します。
                :::

                !!! warning "古い API"
                    `SKPaymentQueue` は使いません。

                ::: details 詳細
                本文 {/* コメント */}
                :::
                """.utf8),
        ]
        var folder = root
        for _ in 0..<4 {
            let docs = folder.appendingPathComponent("shared/real-corpus/docs")
            if let names = try? FileManager.default.contentsOfDirectory(atPath: docs.path) {
                for name in names.sorted().filter({ $0.hasSuffix(".md") }).prefix(12) {
                    if let data = try? Data(contentsOf: docs.appendingPathComponent(name)) { markdownSeeds.append([UInt8](data)) }
                }
                break
            }
            folder.deleteLastPathComponent()
        }
        let tbxSeeds =
            files("Glossary", ["tbx"]) + files("Tests/GlossaryKitTests/Fixtures", ["tbx"])
            + [Array(TBXWriter.string(Glossary(title: "G")).utf8)]
        let glossary = tbxSeeds.lazy.compactMap { try? TBXReader.read(Data($0), file: "seed.tbx").glossary }.first
        let csvSeeds = [
            Array(GlossaryCSV.export(glossary ?? Glossary(title: "G")).utf8),
            Array("en,ja,zh-Hans\nwin-back offer,*ウィンバックオファー|!再獲得オファー,赢回优惠\n\"a,\"\"b\",c,d\n".utf8),
        ]
        let manifestSeeds = files("Corpus", ["json"])
        let scenarioSeeds = files("Corpus/scenarios", ["json"])
        let storeKitSeeds = files("Tests/OfferModelTests/Fixtures", ["storekit"])
        // App string files, each kept with the name its format is known by (the run reads a mutated
        // seed under its seed's name, so every format's detection and reader are exercised).
        var appStrings: [(path: String, bytes: [UInt8])] = []
        let paywall = root.appendingPathComponent("Tests/LocalizationFormatsTests/Fixtures/PaywallApp")
        for name in [
            "Localizable.xcstrings", "ja.lproj/Localizable.strings", "zh-Hans.lproj/Localizable.strings",
            "ja.lproj/Localizable.stringsdict", "ja.xcloc/Localized Contents/ja.xliff", "po/ja.po",
        ] {
            if let data = try? Data(contentsOf: paywall.appendingPathComponent(name)) { appStrings.append((name, [UInt8](data))) }
        }
        appStrings.append(
            (
                "zh-Hans.po",
                Array(
                    """
                    msgid ""
                    msgstr ""
                    "Language: zh_CN\\n"
                    "Plural-Forms: nplurals=1; plural=0;\\n"

                    #, fuzzy, c-format
                    msgctxt "paywall"
                    msgid "Start your %d-day free trial"
                    msgid_plural "Start your %d-day free trials"
                    msgstr[0] ""
                    "开始 %d 天"
                    "免费试用"

                    msgid "Win-back offer\\t\\"now\\""
                    msgstr "赢回优惠\\t\\"现在\\""
                    """.utf8)
            ))
        let appStringPaths = appStrings.map(\.path)
        let checker = glossary.map { Checker(glossary: $0) }
        let manifestRoot = FileManager.default.temporaryDirectory.appendingPathComponent("termbridge-fuzz-corpus")
        try? FileManager.default.createDirectory(at: manifestRoot, withIntermediateDirectories: true)

        let text = Mutator(
            dictionary: [
                "\n", "\r\n", "## Transcript\n", "## Summary\n", "# ", "```\n", "0:00 - ", "(英語)", "廃止", "iOS 17",
                "から", "个月", "`", "\"", "\u{FFFD}", "\u{1B}[2J", "\u{0}", "\u{FEFF}", "---\n", "<!--", "-->", "| a |",
                "    ", "- ", "1. ", "[", "](", "ウィンバックオファー", "赢回优惠", "WEBVTT\n", "00:00:01.000 --> 00:00:02.000\n",
                "-->", "<c.", "<rt>", "&amp;", "{\\an8}",
            ], openers: ["> ", "- ", "  ", "```", "[", "<div>", "<ruby>"])
        let xml = Mutator(
            dictionary: [
                "<termEntry>", "</termEntry>", "<langSec xml:lang=\"ja\">", "</langSec>", "<termSec>", "<term>",
                "</term>", "<descrip type=\"definition\">", "&amp;", "&#0;", "&#x10FFFF;", "<![CDATA[", "]]>",
                "<!DOCTYPE x [<!ENTITY e \"v\">]>", "&e;", "<?xml version=\"1.0\"?>", "xml:lang=\"zh-CN\"", "\"", "'",
            ], openers: ["<a>", "<termEntry>", "<langSec xml:lang=\"en\">", "<!--"], maxDepth: 2_000)
        let csv = Mutator(
            dictionary: [",", "\"", "\"\"", "\n", "\r\n", "|", "*", "!", "~", "\u{0}", "\u{1B}", "\u{FEFF}", ",,,,"],
            openers: ["\"", ","])
        let json = Mutator(
            dictionary: [
                "{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "1e309", "9223372036854775808",
                "\"P1M\"", "\"P0D\"", "\"2024-02-30\"", "\\u0000", "\\uD800", "\"../../etc/passwd\"",
                "\"/etc/hostname\"",
            ], openers: ["[", "{\"a\":"], maxDepth: 2_000)
        // Tokens of every app string format: JSON, XML and property lists, .strings and PO lines,
        // escapes, placeholders and the half-width katakana and terms the safe fixes rewrite.
        let appStringTokens = Mutator(
            dictionary: [
                "\"", "\\\"", "\\n", "\\t", "\\U00E9", "\\u30A2", "\\x41", "\\101", "%@", "%1$@", "%lld", "%#@count@",
                "\";\n", " = ", "/*", "*/", "//", "{", "}", "[", "]", ":", ",", "null", "\"localizations\"",
                "\"stringUnit\"", "\"state\" : \"translated\"", "<trans-unit id=\"a\">", "<target>", "</target>",
                "<source>", "<![CDATA[", "]]>", "&amp;", "<key>", "</key>", "<string>", "</string>", "<dict>",
                "msgid ", "msgstr ", "msgctxt ", "msgid_plural ", "msgstr[0] ", "#, fuzzy\n", "#~ ", "\"\"\n", "\n",
                "\r\n", "\u{FEFF}", "\u{0}", "ｳｨﾝﾊﾞｯｸ", "再獲得オファー", "ウィンバックオファー", "赢回优惠",
            ], openers: ["{\"a\":", "<dict>", "\"", "<trans-unit>"], maxDepth: 2_000)

        return [
            FuzzTarget(name: "document", seeds: documentSeeds, mutator: text) { bytes, iteration in
                let shapes = [nil] + DocumentShape.allCases.map(Optional.some)
                let shape = shapes[iteration % shapes.count]
                let document = DocumentParser.parse(bytes: bytes, source: "fuzz.txt", options: .init(shape: shape))
                precondition(document.segments.allSatisfy { !$0.text.isEmpty }, "empty segment")
            },
            FuzzTarget(name: "markdown", seeds: markdownSeeds, mutator: text) { bytes, iteration in
                let source = iteration % 2 == 0 ? "fuzz.md" : "fuzz.mdx"
                let document = DocumentParser.parse(bytes: bytes, source: source, options: .init(shape: .markdown))
                precondition(document.segments.allSatisfy { !$0.text.isEmpty }, "empty segment")
            },
            FuzzTarget(name: "tbx", seeds: tbxSeeds, mutator: xml, window: 8_192) { bytes, _ in
                _ = try? TBXReader.read(Data(bytes), file: "fuzz.tbx")
            },
            FuzzTarget(name: "csv", seeds: csvSeeds, mutator: csv) { bytes, _ in
                _ = try? GlossaryCSV.import(String(decoding: bytes, as: UTF8.self), file: "fuzz.csv")
            },
            FuzzTarget(name: "manifest", seeds: manifestSeeds, mutator: json) { bytes, _ in
                _ = try? CorpusLocator.read(Data(bytes), root: manifestRoot, file: "corpus.json")
            },
            FuzzTarget(name: "scenario", seeds: scenarioSeeds, mutator: json) { bytes, _ in
                _ = try? EligibilityScenario.decode(bytes, file: "fuzz.json")
            },
            FuzzTarget(name: "storekit", seeds: storeKitSeeds, mutator: json, window: 16_384) { bytes, _ in
                _ = try? StoreKitConfiguration.load(bytes, file: "fuzz.storekit")
            },
            // An app string file read under its seed's name, checked with the bundled glossary, and
            // its safe fixes applied: a fixed file must read again.
            FuzzTarget(name: "appstrings", seeds: appStrings.map(\.bytes), mutator: appStringTokens, window: 8_192) { bytes, iteration in
                guard let checker else { return }
                _ = checkAndFix(bytes, path: appStringPaths[iteration % appStringPaths.count], checker: checker)
            },
        ].filter { !$0.seeds.isEmpty }
    }

    /// Reads an app string file, checks it with `checker` and applies its safe fixes; the number of
    /// fixes applied (0 when the file does not read). Stops the process if the fixed file does not
    /// read again: a fix must never break a file.
    public static func checkAndFix(_ bytes: [UInt8], path: String, checker: Checker) -> Int {
        guard let file = try? LocalizationFile.read(bytes: bytes, path: path) else { return 0 }
        let findings = checker.check([], catalogs: [file])
        let edits = file.safeEdits(from: findings)
        guard !edits.isEmpty, let fixed = try? file.applying(edits), !fixed.applied.isEmpty else { return 0 }
        do {
            _ = try LocalizationFile.read(bytes: fixed.bytes, path: path)
        } catch {
            preconditionFailure("the fixed file \(path) does not read: \(error)")
        }
        return fixed.applied.count
    }

    /// Runs `inputs` mutated inputs through `target`, starting from `seed`. An input slower than
    /// `hangLimit` seconds is recorded as a hang (it is not interrupted), and kept as
    /// `TARGET-SEED-INPUT.bin` in the folder `TERMBRIDGE_FUZZ_SLOW_INPUTS` names, if any. Inputs
    /// before `from` are made (the sequence is the same) but not read: `from: N, inputs: N + 1`
    /// reads input N alone.
    ///
    /// - Complexity: O(inputs) reader calls.
    public static func run(
        _ target: FuzzTarget, inputs: Int, seed: UInt64, hangLimit: Double = 5, from: Int = 0
    ) -> FuzzReport {
        var rng = SplitMix(seed: seed)
        var report = FuzzReport(target: target.name)
        let clock = ContinuousClock()
        let start = clock.now
        // Where the input being read is kept, so that the one a crash stops on can be read back.
        let environment = ProcessInfo.processInfo.environment
        let current = environment["TERMBRIDGE_FUZZ_CURRENT_INPUT"].map(URL.init(fileURLWithPath:))
        let slowFolder = environment["TERMBRIDGE_FUZZ_SLOW_INPUTS"].map(URL.init(fileURLWithPath:))
        for iteration in 0..<inputs {
            let base = target.seeds[iteration % target.seeds.count]
            let input = target.mutator.mutate(base, others: target.seeds, window: target.window, using: &rng)
            guard iteration >= from else { continue }
            if let current { try? Data(input).write(to: current) }
            let before = clock.now
            target.run(input, iteration)
            let elapsed = seconds(clock.now - before)
            if elapsed > report.slowestSeconds {
                report.slowestSeconds = elapsed
                report.slowestSize = input.count
            }
            if elapsed > hangLimit {
                report.hangs.append((iteration, input.count, elapsed))
                if let slowFolder {
                    try? Data(input).write(to: slowFolder.appendingPathComponent("\(target.name)-\(seed)-\(iteration).bin"))
                }
            }
            report.inputs += 1
        }
        report.seconds = seconds(clock.now - start)
        return report
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
