import Foundation
import Testing

@testable import TermBridgeCommandLine

/// A plain folder's files find their language and parallel group by name (`NAME.LANG.md`) or by a
/// language folder (`content/ja/docs/pods.md`, the layout of Hugo and MkDocs sites, Kubernetes's
/// among them), and pages of the same name in different folders stay in different groups.
@Suite struct LanguageFolderTests {
    static let root = URL(fileURLWithPath: "/corpus")

    @Test(arguments: [
        ("wwdc18-101.ja.txt", "ja", "wwdc18-101", false),
        ("guide/index.zh-Hans.md", "zh-Hans", "guide/index", false),
        ("guide/index.zh-hans.md", "zh-Hans", "guide/index", false),
        ("en/docs/concepts/pods.md", "en", "docs/concepts/pods", true),
        ("zh-cn/docs/concepts/pods.md", "zh-Hans", "docs/concepts/pods", true),
        ("content/zh_CN/pods.md", "zh-Hans", "content/pods", true),
        ("docs/ja-JP/pods.md", "ja", "docs/pods", true),
        ("ko/faq.md", "ko", "faq", true),
        // Folders named by country, as some sites name their translations.
        ("jp/faq.md", "ja", "faq", true),
        ("cn/faq.md", "zh-Hans", "faq", true),
        // The name says it even under a language folder, and the folder is no part of the group.
        ("ja/faq.en.md", "en", "faq", false),
        ("en/guide/faq.en.md", "en", "guide/faq", false),
    ])
    func placesFindLanguageAndGroup(path: String, language: String, group: String, byFolder: Bool) {
        let place = CheckInputs.placement(of: Self.root.appendingPathComponent(path), under: Self.root)
        #expect(place == CheckInputs.Placement(language: language, group: group, byFolder: byFolder))
    }

    @Test(arguments: ["notes.md", "docs/api/pods.md", "fr/pods.md", "english/pods.md", "v1.2/pods.md", "docs/pods.min.md"])
    func otherPlacesSayNothing(path: String) {
        #expect(CheckInputs.placement(of: Self.root.appendingPathComponent(path), under: Self.root) == nil)
    }

    /// The folder named on the command line is not one of the file's folders: `check content/ja`
    /// does not make every page Japanese by its place (the parser still finds the language).
    @Test func theNamedFolderItselfIsNoLanguageFolder() {
        let root = URL(fileURLWithPath: "/site/content/ja")
        #expect(CheckInputs.placement(of: root.appendingPathComponent("docs/pods.md"), under: root) == nil)
    }

    @Test func bothLayoutsMakeGroupsWithDistinctIdsAndPairs() throws {
        let folder = try PageFolder.make("langfolders", [
            "content/en/docs/pods.md": "# Pods\n\nA Pod runs containers.\n",
            "content/ja/docs/pods.md": "# Pod\n\nPodはコンテナを実行します。\n",
            "content/zh-cn/docs/pods.md": "# Pod\n\nPod 运行容器。\n",
            "guide/index.en.md": "# Guide\n\nStart here.\n",
            "guide/index.ja.md": "# ガイド\n\nここから始めます。\n",
            "api/index.en.md": "# API\n\nThe reference.\n",
            "api/index.ja.md": "# API\n\nリファレンスです。\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try CheckInputs.load(paths: [folder.path])
        // A second `index.en` in another folder is named by its path (as two loose files are).
        let shown = { (path: String) in CheckInputs.displayPath(folder.appendingPathComponent(path)) }
        #expect(Set(inputs.documents.map(\.id)) == [
            "index.en", "index.ja", "pods.en", "pods.ja", "pods.zh-Hans", shown("guide/index.en.md"), shown("guide/index.ja.md"),
        ])
        #expect(inputs.documents.count == 7)
        let groups = Dictionary(grouping: inputs.documents, by: { $0.parallelGroup ?? "" }).mapValues { $0.map(\.language).sorted() }
        #expect(groups == ["content/docs/pods": ["en", "ja", "zh-Hans"], "guide/index": ["en", "ja"], "api/index": ["en", "ja"]])
        let pairs = FolderPairs(folder: folder, sourceLanguage: "en", targetLanguage: "ja")
        #expect(pairs.pairs.map(\.name) == ["api/index", "content/docs/pods", "guide/index"])
        #expect(pairs.unpaired.isEmpty)
        let chinese = FolderPairs(folder: folder, sourceLanguage: "ja", targetLanguage: "zh-Hans")
        #expect(chinese.pairs.map(\.name) == ["content/docs/pods"] && chinese.unpaired == ["api/index", "guide/index"])
    }

    /// A Docusaurus site keeps the default locale's pages in `docs/`, `blog/` and `src/pages/`
    /// without a language mark, and each translation under `i18n/LOCALE/docusaurus-plugin-content-…/`
    /// at the same path: both join the group of the default locale's path, whatever their extension.
    @Test func docusaurusSitesPairEachPageWithItsTranslations() throws {
        let folder = try PageFolder.make("docusaurus", [
            "site/docusaurus.config.ts": "export default {\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'ja', 'zh-Hans'],\n  },\n};\n",
            "site/docs/intro.md": "# Intro\n\nStart with a Pod.\n",
            "site/docs/guide/setup.mdx": "import Tabs from '@theme/Tabs';\n\n# Setup\n\nInstall the tool.\n",
            "site/i18n/ja/docusaurus-plugin-content-docs/current/intro.md": "# はじめに\n\nPodから始めます。\n",
            "site/i18n/ja/docusaurus-plugin-content-docs/current/guide/setup.md": "# セットアップ\n\nツールを入れます。\n",
            "site/i18n/zh-Hans/docusaurus-plugin-content-docs/current/intro.md": "# 简介\n\n从 Pod 开始。\n",
            "site/versioned_docs/version-1.0/intro.md": "# Intro\n\nThe old start.\n",
            "site/i18n/ja/docusaurus-plugin-content-docs/version-1.0/intro.md": "# はじめに\n\n古い始め方です。\n",
            "site/blog/2024-01-01-hello.md": "# Hello\n\nThe first post.\n",
            "site/i18n/ja/docusaurus-plugin-content-blog/2024-01-01-hello.md": "# こんにちは\n\n最初の投稿です。\n",
            "site/src/pages/about.md": "# About\n\nWho we are.\n",
            "site/i18n/ja/docusaurus-plugin-content-pages/about.md": "# 概要\n\n私たちについて。\n",
            // Not pages of the site: its packages' files and a hidden folder's.
            "site/node_modules/some-package/docs/usage.md": "# Usage\n\nA package's page.\n",
            "site/.docusaurus/cache/page.md": "# Cache\n\nGenerated.\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try CheckInputs.load(paths: [folder.path])
        let groups = Dictionary(grouping: inputs.documents, by: { $0.parallelGroup ?? "" }).mapValues { $0.map(\.language).sorted() }
        #expect(groups == [
            "site/docs/intro": ["en", "ja", "zh-Hans"], "site/docs/guide/setup": ["en", "ja"],
            "site/versioned_docs/version-1.0/intro": ["en", "ja"], "site/blog/2024-01-01-hello": ["en", "ja"],
            "site/src/pages/about": ["en", "ja"],
        ])
        #expect(!inputs.documents.contains { $0.path.contains("node_modules") || $0.path.contains(".docusaurus") })
        let pairs = FolderPairs(folder: folder, sourceLanguage: "en", targetLanguage: "ja")
        #expect(pairs.pairs.count == 5 && pairs.unpaired.isEmpty)
        let chinese = FolderPairs(folder: folder.appendingPathComponent("site"), sourceLanguage: "en", targetLanguage: "zh-Hans")
        #expect(chinese.pairs.map(\.name) == ["docs/intro"])
    }

    /// The default locale is the config's literal `defaultLocale`, else English (Docusaurus's own
    /// default); a locale outside the tool's languages leaves its pages unplaced.
    @Test func docusaurusDefaultLocaleComesFromTheConfig() throws {
        #expect(CheckInputs.defaultLocale(inConfig: "i18n: {\n  defaultLocale: \"ja\",\n}") == "ja")
        #expect(CheckInputs.defaultLocale(inConfig: "{\"defaultLocale\": 'zh-Hans'}") == "zh-Hans")
        #expect(CheckInputs.defaultLocale(inConfig: "i18n: { defaultLocale: DEFAULT }") == nil)
        // A quote left open ends with its line, whatever the line break.
        #expect(CheckInputs.defaultLocale(inConfig: "i18n: {\r\n  defaultLocale: 'ja\r\n}") == "ja")
        #expect(CheckInputs.defaultLocale(inConfig: "const DEFAULT_LOCALE = \"ko\";\ni18n: { defaultLocale: DEFAULT_LOCALE }") == "ko")
        let folder = try PageFolder.make("docusaurus-ja", [
            "docusaurus.config.js": "module.exports = { i18n: { defaultLocale: 'ja', locales: ['ja', 'en', 'fr'] } };\n",
            "docs/intro.md": "# はじめに\n\n本文です。\n",
            "i18n/en/docusaurus-plugin-content-docs/current/intro.md": "# Intro\n\nThe text.\n",
            "i18n/fr/docusaurus-plugin-content-docs/current/intro.md": "# Intro\n\nLe texte.\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = { (path: String) in CheckInputs.placement(of: folder.appendingPathComponent(path), under: folder) }
        #expect(place("docs/intro.md") == CheckInputs.Placement(language: "ja", group: "docs/intro", byFolder: true))
        #expect(
            place("i18n/en/docusaurus-plugin-content-docs/current/intro.md")
                == CheckInputs.Placement(language: "en", group: "docs/intro", byFolder: true))
        #expect(place("i18n/fr/docusaurus-plugin-content-docs/current/intro.md") == nil)
    }

    @Test(arguments: [
        (["i18n", "ja", "docusaurus-plugin-content-docs", "current", "a"], "ja", ["docs", "a"]),
        (["i18n", "ja", "docusaurus-plugin-content-docs", "version-2"], "ja", ["versioned_docs", "version-2"]),
        (["i18n", "ja", "docusaurus-plugin-content-docs-community", "current"], "ja", ["community"]),
        (["i18n", "ja", "docusaurus-plugin-content-docs-api", "version-1", "x"], "ja", ["api_versioned_docs", "version-1", "x"]),
        (["i18n", "zh", "docusaurus-plugin-content-blog", "2024"], "zh", ["blog", "2024"]),
        (["i18n", "jp", "docusaurus-plugin-content-docs", "current"], "jp", ["docs"]),
        (["i18n", "ko", "docusaurus-plugin-content-pages"], "ko", ["src", "pages"]),
    ])
    func docusaurusTranslationsMapToTheDefaultLocalesPath(folders: [String], locale: String, page: [String]) throws {
        let found = try #require(CheckInputs.docusaurusPage(folders))
        #expect(found.locale == locale && found.folders == page)
    }

    @Test func docusaurusFilesThatAreNoPagesAreNotPlaced() {
        #expect(CheckInputs.docusaurusPage(["i18n", "ja", "code"]) == nil)
        #expect(CheckInputs.docusaurusPage(["i18n", "ja", "docusaurus-plugin-content-docs", "next"]) == nil)
        #expect(CheckInputs.docusaurusPage(["src", "components"]) == nil)
        #expect(CheckInputs.docusaurusPage(["docs"])?.locale == nil)
    }

    /// Sites keep the default language's pages unmarked beside their translations: MkDocs's suffix
    /// layout (`guide/setup.md`, `guide/setup.ja.md`), VitePress and Starlight (`docs/guide/x.md`,
    /// `docs/ja/guide/x.md`). An unmarked page joins the group its marked translations form, in the
    /// language its text is in; an unmarked page without translations stays alone.
    @Test func unmarkedDefaultLanguagePagesJoinTheirTranslations() throws {
        let folder = try PageFolder.make("unmarked", [
            "mkdocs/guide/setup.md": "# Setup\n\nInstall the tool first.\n",
            "mkdocs/guide/setup.ja.md": "# セットアップ\n\nまずツールを入れます。\n",
            "mkdocs/guide/setup.zh-Hans.md": "# 设置\n\n先安装工具。\n",
            "mkdocs/about.md": "# About\n\nWho we are.\n",
            "vitepress/guide/intro.md": "# Introduction\n\nThis is the guide.\n",
            "vitepress/ja/guide/intro.md": "# はじめに\n\nこれはガイドです。\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try CheckInputs.load(paths: [folder.path])
        let groups = Dictionary(grouping: inputs.documents, by: { $0.parallelGroup ?? "" }).mapValues { $0.map(\.language).sorted() }
        #expect(groups == ["mkdocs/guide/setup": ["en", "ja", "zh-Hans"], "vitepress/guide/intro": ["en", "ja"], "": ["en"]])
        #expect(Set(inputs.documents.map(\.id)) == ["setup", "setup.ja", "setup.zh-Hans", "about", "intro", "intro.ja"])
        let pairs = FolderPairs(folder: folder, sourceLanguage: "en", targetLanguage: "ja")
        #expect(pairs.pairs.map(\.name) == ["mkdocs/guide/setup", "vitepress/guide/intro"])
        #expect(pairs.pairs.first?.source.hasSuffix("mkdocs/guide/setup.md") == true)
        let corpus = CorpusLocator.plainFolder(folder)
        #expect(corpus.manifest.documents.first { $0.id == "setup" }?.parallel == "mkdocs/guide/setup")
    }

    /// A video's subtitle files (WebVTT, SubRip) pair by name as pages do, are read as subtitle
    /// transcripts, and `align FOLDER` finds them.
    @Test func subtitleFilesPairByName() throws {
        let folder = try PageFolder.make("subtitles", [
            "talk.ja.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nウィンバックオファーを紹介します\n",
            "talk.zh-Hans.srt": "1\n00:00:01,000 --> 00:00:03,000\n介绍赢回优惠\n",
            "talk.en.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nIntroducing win-back offers\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = try CheckInputs.load(paths: [folder.path])
        #expect(inputs.documents.map(\.language).sorted() == ["en", "ja", "zh-Hans"])
        #expect(Set(inputs.documents.map(\.parallelGroup)) == ["talk"])
        #expect(inputs.documents.allSatisfy { $0.document.kind == .subtitleTranscript })
        let pairs = FolderPairs(folder: folder, sourceLanguage: "ja", targetLanguage: "zh-Hans")
        #expect(pairs.pairs.map(\.name) == ["talk"])
    }
}
