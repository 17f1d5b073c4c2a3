import Foundation

/// Reads the files the `model` commands take (scenarios, `.storekit` files, keys), turning a failure
/// into a sentence that names the file and what was expected there.
enum ModelInputFile {
    /// The bytes of `path`.
    /// - Parameter expected: what the file should be, for the message (`a scenario JSON file`).
    static func read(_ path: String, expected: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ModelFileError("file '\(path)' does not exist (expected \(expected))")
        }
        if isDirectory.boolValue { throw ModelFileError("'\(path)' is a folder (expected \(expected))") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ModelFileError("file '\(path)' cannot be read: permission denied (expected \(expected))")
        }
        // Through `FileInput`, which checks the kind of file before opening it: a FIFO or a device
        // is named as such instead of blocking or failing without a reason.
        do {
            return [UInt8](try FileInput.read(path))
        } catch {
            let what = error.reason.contains("expected") ? "(\(expected))" : "(expected \(expected))"
            throw ModelFileError("file '\(path)' cannot be read: \(error.reason) \(what)")
        }
    }

    /// The text of `path`, which must be UTF-8.
    static func text(_ path: String, expected: String) throws -> String {
        let bytes = try read(path, expected: expected)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ModelFileError("file '\(path)' is not UTF-8 text (expected \(expected))")
        }
        return text
    }
}
