import CorpusIndex
import CorpusModel
import Foundation
import GlossaryKit
import TextKit

/// Finds and reads glossaries for the commands: a TBX or CSV file, every `*.tbx`, `*.csv` and `*.tsv`
/// of a folder, or, by default, every one of the bundled `Glossary/` folder.
enum GlossaryLoader {
    /// The glossary files named by `path` (a file or folder) or found in the bundled folder.
    static func files(_ path: String?) throws -> [String] {
        let fm = FileManager.default
        let folder: String
        if let path {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GlossaryError.unreadable(file: path, reason: "the file does not exist")
            }
            if !isDirectory.boolValue { return [path] }
            folder = path
        } else {
            guard let found = CorpusLocator.bundledFolder("Glossary") else {
                throw GlossaryError.notFound("no glossary found (looked for a Glossary folder here and in parent folders); pass --glossary FILE")
            }
            folder = found.path
        }
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder).filter { name in
                [".tbx", ".csv", ".tsv"].contains { name.lowercased().hasSuffix($0) } && !name.hasPrefix(".")
            }.sorted()
        } catch {
            throw GlossaryError.unreadable(file: folder, reason: FileAccessError(error, path: folder).reason)
        }
        guard !names.isEmpty else { throw GlossaryError.notFound("no glossary file (*.tbx, *.csv, *.tsv) in '\(folder)'") }
        return names.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Reads one glossary file, TBX or CSV by content (see ``isCSV(_:)``); a file that is
    /// missing, not a regular file or unreadable is a ``GlossaryError/unreadable(file:reason:)``
    /// that says why.
    static func read(_ file: String) throws(GlossaryError) -> TBXReader.Result {
        let data: Data
        do {
            data = try FileInput.read(file)
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        if let what = GlossaryImportSource.foreignFormat(data) {
            throw .malformed(file: file, line: 1, column: 1, message: GlossaryImportSource.foreignFormatMessage(what))
        }
        // A `.csv` or `.tsv` file is read as CSV whatever its header: one it cannot read is said as a CSV's.
        let name = file.lowercased()
        if isCSV(data) || ((name.hasSuffix(".csv") || name.hasSuffix(".tsv")) && !GlossaryImportSource.looksLikeXML(data)) {
            // Read from the bytes, so that a CSV that is not UTF-8 is refused with its line.
            let result = try GlossaryCSV.read(data, file: file)
            return TBXReader.Result(glossary: result.glossary, diagnostics: result.diagnostics)
        }
        return try TBXReader.read(data, file: file)
    }

    /// Whether a run on `paths` without `--glossary` uses the bundled glossary: only for the
    /// bundled corpus (no paths, or every path inside the bundled `Corpus/` folder). The bundled
    /// glossary is about App Store offers; on other documentation (a Rust book, Kubernetes pages)
    /// its terms are noise, so it applies elsewhere only when `--glossary` names it.
    ///
    /// An app's string files (`.xcstrings`, `.xliff`, `.strings`, `.stringsdict`, and `.xcloc` or
    /// `.lproj` folders) are Apple-platform apps' own text, whose paywalls are what the bundled
    /// glossary's terminology is for: it applies to them too.
    static func bundledApplies(to paths: [String]) -> Bool {
        if paths.isEmpty { return true }
        let root = CorpusLocator.bundledFolder("Corpus", marker: "corpus.json")?.resolvingSymlinksInPath()
            .standardizedFileURL.path
        return paths.allSatisfy { path in
            let url = URL(fileURLWithPath: path)
            if appStringExtensions.contains(url.pathExtension.lowercased()) { return true }
            guard let root else { return false }
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
            return resolved == root || resolved.hasPrefix(root + "/")
        }
    }

    /// The extensions of an app's string files and of the folders Xcode keeps them in.
    static let appStringExtensions: Set<String> = ["xcstrings", "xliff", "strings", "stringsdict", "xcloc", "lproj"]

    /// The glossary of a run on `paths`: the one `option` names, the bundled one for the bundled
    /// corpus (``bundledApplies(to:)``), else none. `files` is empty when there is none; `note`
    /// says which glossary is used when it is not the bundled one for the bundled corpus.
    static func forRun(_ option: String?, paths: [String]) throws
        -> (glossary: Glossary, files: [String], note: String?, messages: [String])
    {
        guard option != nil || bundledApplies(to: paths) else {
            let note =
                "note: no glossary: the bundled glossary is for the bundled corpus; pass --glossary FILE (TBX or CSV) "
                + "to check terms (--glossary Glossary for the bundled one)"
            return (Glossary(title: "none"), [], note, [])
        }
        let files = try files(option)
        let (glossary, messages) = try loadReporting(option)
        guard let option else { return (glossary, files, nil, messages) }
        let policies = glossary.policies.isEmpty ? "" : "; policies: " + glossary.policies.settings.map(\.description).joined(separator: ", ")
        return (glossary, files, "glossary: '\(option)' (\(glossary.concepts.count) concepts\(policies))", messages)
    }

    /// Reads and merges the glossaries; warnings go to standard error.
    static func load(_ path: String?, quiet: Bool = false) throws -> Glossary {
        let (glossary, messages) = try loadReporting(path)
        if !quiet { for message in messages { printError(message) } }
        return glossary
    }

    /// Reads and merges the glossaries, with what their files gave to say (located diagnostics,
    /// then conflicting policies), in order.
    static func loadReporting(_ path: String?) throws -> (glossary: Glossary, messages: [String]) {
        var glossaries: [Glossary] = []
        var messages: [String] = []
        for file in try files(path) {
            let result = try read(file)
            messages += result.diagnostics.map(\.description)
            glossaries.append(result.glossary)
        }
        for conflict in GlossaryPolicies.merged(glossaries.map(\.policies)).conflicts { messages.append("warning: \(conflict)") }
        return (Glossary.merged(glossaries), messages)
    }

    /// The glossary of `path` as the index stores it (the build's binary form), when the index was
    /// built with the same files (`hash`, see `BuildRun.glossaryHash`): the messages its files gave
    /// go to standard error as reading them would. Nil when the index holds no such glossary.
    static func stored(in index: CorpusIndex, hash: String) -> Glossary? {
        guard let data = try? index.glossary(key: hash), let (glossary, messages) = try? StoredGlossary.decode(data) else {
            return nil
        }
        for message in messages { printError(message) }
        return glossary
    }

    /// Whether a glossary file is CSV (the form `glossary import` reads) by content: XML starts
    /// with `<` after an optional byte-order mark and white space; anything else whose first line
    /// (after comment lines) is a CSV glossary's header (`GlossaryCSV.isHeader`) is CSV.
    static func isCSV(_ data: Data) -> Bool {
        let text = (GlossaryCSV.hasUTF16ByteOrderMark(data) ? String(data: data, encoding: .utf16) : nil)
            ?? String(decoding: data, as: UTF8.self)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if start.hasPrefix("<") { return false }
        // Comment and policy lines (`# termbridge-policy: …`) may come before the header.
        var headerStart = start
        while headerStart.hasPrefix("#") {
            headerStart = headerStart.drop { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }.dropFirst()
        }
        let header = headerStart.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        return GlossaryCSV.isHeader(header)
    }
}

/// A glossary as `build` keeps it in the index: the messages its files gave, then the glossary's
/// binary form.
enum StoredGlossary {
    static func encode(_ glossary: Glossary, messages: [String]) -> Data {
        var writer = BinaryWriter()
        writer.array(messages) { $0.string($1) }
        glossary.write(to: &writer)
        return Data(writer.bytes)
    }

    static func decode(_ data: Data) throws -> (glossary: Glossary, messages: [String]) {
        var reader = BinaryReader(bytes: [UInt8](data))
        let messages = try reader.array { try $0.string() }
        let glossary = try Glossary(reading: &reader)
        guard reader.isAtEnd else { throw BinaryDecodingError.trailingBytes }
        return (glossary, messages)
    }
}
