import Foundation
import TextKit

extension LoadedCorpus {
    /// The text of every document, in manifest order, decoded like any input (byte-order mark,
    /// UTF-8, or a detected legacy encoding). A document that cannot be read or decoded is left out
    /// with a warning on standard error that names the file.
    /// - Complexity: O(total corpus size).
    func documentTexts() -> [(id: String, text: String)] {
        var documents: [(id: String, text: String)] = []
        for entry in manifest.documents {
            let path = url(of: entry).path
            let data: Data
            do {
                data = try FileInput.read(path)
            } catch {
                printError("warning: \(error)")
                continue
            }
            do {
                documents.append((entry.id, try TextDecoding.decode([UInt8](data), source: path).text))
            } catch {
                printError("warning: \(error)")
            }
        }
        return documents
    }
}
