import Foundation
import TextKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files the commands are given, failing with a ``FileAccessError`` that says what is
/// wrong: missing, a folder, a FIFO or device where a regular file is expected (checked before
/// opening, so a FIFO never blocks the run), permission denied, not UTF-8.
enum FileInput {
    /// The bytes of the regular file at `path` (symbolic links are followed).
    ///
    /// - Complexity: O(n) in the size of the file.
    static func read(_ path: String) throws(FileAccessError) -> Data {
        var info = stat()
        if stat(path, &info) != 0 { throw FileAccessError(path: path, errno: errno) }
        if let reason = FileAccessError.notRegularReason(mode: info.st_mode) {
            throw FileAccessError(path: path, reason: reason)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw FileAccessError(path: path, errno: errno) }
        defer { close(fd) }
        var data = Data()
        data.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileAccessError(path: path, errno: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The text of the UTF-8 file at `path` (a leading byte-order mark is dropped).
    ///
    /// - Throws: ``FileAccessError`` when the file cannot be read or is not UTF-8 (with the byte
    ///   offset and line of the first invalid byte).
    static func readUTF8(_ path: String) throws(FileAccessError) -> String {
        var bytes = [UInt8](try read(path))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput, .error: break decoding
            }
        }
        let line = 1 + bytes.prefix(offset).lazy.filter { $0 == 0x0A }.count
        throw FileAccessError(path: path, reason: "it is not valid UTF-8 (byte \(offset), line \(line))")
    }

    /// Whether something exists at `path` (a dangling symbolic link counts).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// POSIX `read(2)` (named apart from ``FileInput/read(_:)``).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
