import CorpusModel
import TextKit

/// Parses corpus files into `Document` records.
///
/// Bytes are decoded with `TextDecoding` (BOM, UTF-8, then charset detection), the shape is
/// detected from the first lines unless forced, the language is guessed unless the manifest gives
/// it, and a shape reader walks the lines. Problems in the input never stop the parse: they become
/// located diagnostics on the record. A file that cannot be decoded at all yields an empty record
/// with an error diagnostic.
public enum DocumentParser {
    /// What the caller already knows about a document (from the manifest or the command line).
    public struct Options: Sendable {
        public var id: String?
        public var language: LanguageTag?
        public var shape: DocumentShape?
        public var title: String?

        public init(id: String? = nil, language: LanguageTag? = nil, shape: DocumentShape? = nil, title: String? = nil) {
            self.id = id
            self.language = language
            self.shape = shape
            self.title = title
        }
    }

    /// Lines longer than this get a warning (they are still parsed).
    public static let longLineLimit = 1_000_000

    /// Parses raw file bytes; `source` names the file in diagnostics.
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func parse(bytes: [UInt8], source: String, options: Options = Options()) -> Document {
        let id = options.id ?? defaultID(for: source)
        if bytes.isEmpty {
            var document = Document(id: id, language: options.language ?? languageHint(source) ?? .english, kind: options.shape?.kind ?? .article)
            document.title = options.title ?? ""
            document.diagnostics.append(ParseDiagnostic(.warning, "file is empty", line: 1))
            return document
        }
        do {
            let decoded = try TextDecoding.decode(bytes, source: source)
            var document = parse(text: decoded.text, source: source, options: options)
            if decoded.encoding.uppercased() != "UTF-8" {
                document.diagnostics.insert(ParseDiagnostic(.warning, "file is not UTF-8; decoded as '\(decoded.encoding)'", line: 1), at: 0)
            }
            if let offset = decoded.nulByteOffset, let line = decoded.nulLine {
                let message = "NUL byte at byte offset \(offset); the file was read as UTF-8 without its NUL bytes"
                document.diagnostics.insert(ParseDiagnostic(.warning, message, line: line), at: 0)
            }
            return document
        } catch {
            var document = Document(id: id, language: options.language ?? languageHint(source) ?? .english, kind: options.shape?.kind ?? .article)
            document.title = options.title ?? ""
            document.diagnostics.append(ParseDiagnostic(.error, "cannot decode file: \(error.description)", line: 1))
            return document
        }
    }

    /// Parses decoded text.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func parse(text: String, source: String, options: Options = Options()) -> Document {
        let lines = SourceLine.split(text)
        var diagnostics: [ParseDiagnostic] = []
        let shape: DocumentShape
        let detected = options.shape == nil ? DocumentShape.detect(lines) : nil
        let mdx = source.lowercased().hasSuffix(".mdx")
        let markdownName = mdx || [".md", ".markdown"].contains { source.lowercased().hasSuffix($0) }
        // Subtitle files by name or first lines; a subtitle transcript named by a manifest or
        // `--shape subtitle` that is one is read as one too.
        let cues = options.shape == nil || options.shape == .subtitleTranscript || options.shape == .subtitleCues
            ? SubtitleCueReader.format(of: lines, source: source) : nil
        if let cues, options.shape != nil || cues == .subRip || !markdownName {
            shape = .subtitleCues
        } else if options.shape == .subtitleCues {
            shape = .subtitleCues
            diagnostics.append(ParseDiagnostic(.warning, "not a WebVTT or SubRip file; reading it as WebVTT", line: 1))
        } else if let forced = options.shape {
            shape = forced
        } else if markdownName, detected != .subtitleTranscript {
            shape = .markdown
        } else if let detected {
            shape = detected
        } else {
            shape = .article
            diagnostics.append(ParseDiagnostic(.warning, "could not recognize the document shape; parsing it as an article (use --shape to choose)", line: 1))
        }
        // A Markdown page's comments and code often hold another language: guess from its prose.
        // A Markdown page's blocks, read once for the language and the records.
        let blocks = shape == .markdown ? MarkdownBlockParser.parse(text, mdx: mdx) : nil
        let guessed = blocks.map { MarkdownReader.guessLanguage($0, mdx: mdx) ?? languageHint(source) } ?? guessLanguage(lines)
        let language = options.language ?? guessed ?? languageHint(source) ?? .english
        if options.language == nil, guessed == nil {
            diagnostics.append(ParseDiagnostic(.warning, "could not detect the language; assuming '\(language.rawValue)'", line: 1))
        }
        for line in lines where line.byteCount > longLineLimit {
            diagnostics.append(ParseDiagnostic(.warning, "line is very long (\(line.byteCount) bytes)", line: line.number))
        }
        if text.unicodeScalars.contains("\u{FFFD}") {
            let line = lines.first { $0.trimmed.unicodeScalars.contains("\u{FFFD}") }?.number ?? 1
            diagnostics.append(ParseDiagnostic(.warning, "text contains replacement characters (damaged bytes)", line: line))
        }
        var builder = DocumentBuilder(id: options.id ?? defaultID(for: source), language: language, kind: shape.kind)
        builder.document.diagnostics = diagnostics
        switch shape {
        case .sessionPage: SessionPageReader.read(lines, into: &builder)
        case .article: ArticleReader.read(lines, into: &builder)
        case .communityTranslation: CommunityTranslationReader.read(lines, into: &builder)
        case .subtitleTranscript: SubtitleTranscriptReader.read(lines, into: &builder)
        case .subtitleCues: SubtitleCueReader.read(lines, format: cues ?? .webVTT, into: &builder)
        case .markdown: MarkdownReader.read(blocks ?? MarkdownBlockParser.parse(text, mdx: mdx), mdx: mdx, into: &builder)
        }
        if let title = options.title { builder.document.title = title }
        checkMixedLanguages(&builder)
        return builder.finish()
    }

    /// The file name without folders and extensions (`wwdc18-101.ja.txt` → `wwdc18-101.ja`).
    static func defaultID(for source: String) -> String {
        let name = source.split(separator: "/").last.map(String.init) ?? source
        for suffix in [".txt", ".md", ".mdx", ".markdown", ".vtt", ".webvtt", ".srt"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// A language tag in the file name (`…​.ja.txt`, `…​.zh-Hans.txt`, `…​.en.txt`).
    static func languageHint(_ source: String) -> LanguageTag? {
        let parts = (source.split(separator: "/").last ?? "").split(separator: ".")
        guard parts.count >= 3, let tag = parts.dropLast().last.map({ LanguageTag(String($0)) }) else { return nil }
        return [LanguageTag.japanese, .simplifiedChinese, .traditionalChinese, .english].contains(tag) ? tag : nil
    }

    /// The language of the body: a sample of its longer lines.
    static func guessLanguage(_ lines: [SourceLine]) -> LanguageTag? {
        var sample = ""
        for line in lines where line.trimmed.utf8.count > 20 && !CodeLineClassifier.isCode(line.trimmed) {
            sample += line.trimmed.prefix(2_000)
            sample += "\n"
            if sample.utf8.count > 12_000 { break }
        }
        if sample.isEmpty { sample = lines.prefix(50).map { String($0.trimmed.prefix(2_000)) }.joined(separator: "\n") }
        return LanguageGuess.guess(sample).flatMap(tag)
    }

    static func tag(_ guess: LanguageGuess) -> LanguageTag? {
        switch guess {
        case .japanese: .japanese
        case .simplifiedChinese: .simplifiedChinese
        case .traditionalChinese: .traditionalChinese
        case .english: .english
        }
    }

    /// Warns when a fair share of the body paragraphs reads as another CJK language.
    static func checkMixedLanguages(_ builder: inout DocumentBuilder) {
        let language = builder.document.language
        guard language != .english else { return }
        var counted = 0
        var other: [LanguageTag: (count: Int, line: Int)] = [:]
        // A sample of up to 60 paragraphs spread over the document keeps this cheap on big files.
        let paragraphs = builder.document.paragraphs
        let stride = max(1, paragraphs.count / 60)
        for paragraph in Swift.stride(from: 0, to: paragraphs.count, by: stride).map({ paragraphs[$0] }) where paragraph.text.utf8.count >= 60 {
            guard let guess = LanguageGuess.guess(String(paragraph.text.prefix(300))).flatMap(tag), guess != .english else { continue }
            counted += 1
            if guess != language { other[guess, default: (0, paragraph.line)].count += 1 }
        }
        for (tag, found) in other where found.count * 5 >= counted && found.count >= 2 {
            builder.warn("document mixes languages: \(found.count) of \(counted) paragraphs read as '\(tag.rawValue)', not '\(language.rawValue)'", line: found.line)
        }
    }
}
