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
}
