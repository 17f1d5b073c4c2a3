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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ModelFileError("file '\(path)' could not be read (expected \(expected))")
        }
        return [UInt8](data)
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
