import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that could not be read or written, as a sentence that names the file and says what was
/// expected: `cannot read 'Corpus/ja/a.txt': it is a FIFO (named pipe); expected a regular file`.
///
/// Every Foundation and POSIX file error of the commands ends up here (``init(_:path:writing:)``),
/// so `termbridge` never prints a raw `NSCocoaErrorDomain` message.
public struct FileAccessError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the user named it.
    public let path: String
    /// What went wrong and, where it helps, what was expected (lowercase, no final period).
    public let reason: String
    /// Whether the file was being written (else read).
    public let writing: Bool

    public init(path: String, reason: String, writing: Bool = false) {
        self.path = path
        self.reason = reason
        self.writing = writing
    }

    /// The message for a POSIX error number met on `path`.
    public init(path: String, errno code: Int32, writing: Bool = false) {
        self.init(path: path, reason: Self.reason(errno: code, writing: writing), writing: writing)
    }

    /// The sentence for any error thrown while reading or writing `path`: Foundation's `CocoaError`
    /// and `NSError`s of the Cocoa and POSIX domains are turned into a reason; anything else keeps
    /// its own description.
    public init(_ error: any Error, path: String, writing: Bool = false) {
        if let error = error as? FileAccessError {
            self = error
            return
        }
        self.init(path: path, reason: Self.reason(for: error, writing: writing) ?? "\(error)", writing: writing)
    }

    public var description: String { "cannot \(writing ? "write" : "read") '\(path)': \(reason)" }

    /// A reason for a Foundation or POSIX error, or nil for errors of other kinds.
    public static func reason(for error: any Error, writing: Bool) -> String? {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return reason(errno: Int32(ns.code), writing: writing) }
        guard ns.domain == NSCocoaErrorDomain else { return nil }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(errno: Int32(underlying.code), writing: writing)
        }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return reason(errno: ENOENT, writing: writing)
        case .fileReadNoPermission, .fileWriteNoPermission: return reason(errno: EACCES, writing: writing)
        case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding:
            return "it is not valid UTF-8 text"
        case .fileReadTooLarge: return "the file is too large"
        case .fileWriteOutOfSpace: return reason(errno: ENOSPC, writing: writing)
        case .fileWriteVolumeReadOnly: return reason(errno: EROFS, writing: writing)
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "the file name is not valid"
        case .fileWriteFileExists: return "a file of that name exists"
        case .fileReadCorruptFile: return "the file is damaged or not in the expected format"
        default: return writing ? "the file could not be written" : "the file could not be read"
        }
    }

    /// A reason for a POSIX error number.
    public static func reason(errno code: Int32, writing: Bool) -> String {
        switch code {
        case ENOENT: return writing ? "the folder does not exist" : "the file does not exist"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder; expected a file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case ENOSPC: return "no space left on the device"
        case EROFS: return "the file system is read-only"
        case EDQUOT: return "the disk quota is exhausted"
        case EIO: return "input/output error"
        case EFBIG: return "the file is too large"
        case ENXIO: return "no process is reading the FIFO or the device is missing"
        case EPIPE: return "the reader closed the pipe"
        case EXDEV: return "the temporary file and the target are on different file systems"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// The reason a file of this `stat` mode is not a regular file, or nil when it is one.
    public static func notRegularReason(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder; expected a regular file"
        case S_IFIFO: return "it is a FIFO (named pipe); expected a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device; expected a regular file"
        case S_IFSOCK: return "it is a socket; expected a regular file"
        default: return "it is not a regular file"
        }
    }
}
