import CorpusModel
import DocumentParsing
import Foundation
import Testing

/// Locates the seed corpus, the perf corpus and the golden fixtures relative to this file.
enum SeedFiles {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let perfCorpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/perf-corpus/wwdc18")
    static var hasPerfCorpus: Bool { FileManager.default.fileExists(atPath: perfCorpus.path) }

    static let seeds: [(id: String, path: String, language: LanguageTag, kind: DocumentKind, title: String)] = [
        ("000_593fcd7000116d1f", "Corpus/ja/000_593fcd7000116d1f.txt", .japanese, .sessionTranscript, "App Storeのオファーの実装"),
        ("001_81c21158e75524e1", "Corpus/ja/001_81c21158e75524e1.txt", .japanese, .communityTranslation, "再獲得提供オファーの売買"),
        ("002_5dac045dfa55dffe", "Corpus/ja/002_5dac045dfa55dffe.txt", .japanese, .article, "Appへのサブスクリプションオファーの実装"),
        ("003_3c452fd3b8c3b589", "Corpus/ja/003_3c452fd3b8c3b589.txt", .japanese, .article, ""),
        ("004_51de928598eb9817", "Corpus/zh-Hans/004_51de928598eb9817.txt", .simplifiedChinese, .sessionTranscript, ""),
    ]
    static let perfSamples = ["wwdc18-101.ja.txt", "wwdc18-102.zh-Hans.txt", "wwdc18-102.en.txt", "wwdc18-201.ja.txt"]

    /// Parses a seed by id without manifest overrides, so detection is exercised too.
    static func seed(_ prefix: String) throws -> Document {
        let entry = try #require(seeds.first { $0.id.hasPrefix(prefix) })
        return try parse(repositoryRoot.appendingPathComponent(entry.path))
    }

    static func parse(_ url: URL) throws -> Document {
        let bytes = try [UInt8](Data(contentsOf: url))
        return DocumentParser.parse(bytes: bytes, source: url.lastPathComponent)
    }
}

