import CorpusModel
import DocumentParsing
import Foundation

extension CorpusLocator {
    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A manifest for a folder without `corpus.json`, built the way `check` reads such a folder
    /// (`CheckInputs.documentFiles`): every `*.txt` and `*.md` file under it; `NAME.LANG.md` (or
    /// `.txt`), or a file under a language folder, has that language and joins its parallel group
    /// (`CheckInputs.placement(of:under:)`); other files take the language the parser finds. Kind
    /// and title come from parsing the file.
    ///
    /// - Complexity: one parse per file, O(total corpus size).
    static func plainFolder(_ root: URL) -> LoadedCorpus {
        var entries: [CorpusManifest.Entry] = []
        var ids: Set<String> = []
        let base = root.standardizedFileURL.path
        let files = CheckInputs.documentFiles(under: root)
        for (url, place) in zip(files, CheckInputs.placements(of: files, under: root)) {
            let relative = url.path.hasPrefix(base + "/") ? String(url.path.dropFirst(base.count + 1)) : url.path
            let stem = url.deletingPathExtension()
            var name = stem.lastPathComponent
            var options = DocumentParser.Options(id: name)
            var group: String?
            if let place {
                options.language = place.language.map { LanguageTag($0) }
                group = place.group
                name = place.name(of: url)
                options.id = name
            }
            let bytes = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? []
            let document = DocumentParser.parse(bytes: bytes, source: url.path, options: options)
            // Two files with the same name in different folders keep distinct ids.
            let id = ids.insert(name).inserted ? name : relative
            ids.insert(id)
            entries.append(
                CorpusManifest.Entry(
                    id: id, path: relative, language: document.language, kind: document.kind,
                    title: document.title.isEmpty ? stem.lastPathComponent : document.title, parallel: group,
                    source: relative))
        }
        return LoadedCorpus(root: root, manifest: CorpusManifest(documents: entries))
    }
}
