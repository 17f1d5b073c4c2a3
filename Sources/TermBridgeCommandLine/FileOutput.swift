import Foundation

/// Writes files atomically: to a temporary file in the same folder, then renamed over the target,
/// so that a reader never sees half a glossary or report.
public enum FileOutput {
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try data.write(to: url, options: .atomic)
    }

    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(Data(text.utf8), to: path)
    }
}
