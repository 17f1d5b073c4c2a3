import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the files the commands produce (`--output`, glossary import and export, baselines, TBX
/// exports) without harming what is already there.
///
/// - A regular file the user may write is replaced atomically (one they may not write is refused):
///   the data goes to a temporary file in the same folder,
///   which takes the old file's permissions (and owner, when allowed), is flushed, then renamed
///   over the target, so a reader never sees half a file. A new file gets `0666` less the umask.
/// - A symbolic link is followed: the file it points to is replaced atomically and the link stays.
///   A link that points nowhere is refused.
/// - A character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written through
///   and stays what it is; a block device, socket or folder is refused.
/// - An input of the run (`check DOC --output DOC`, `--output` naming the glossary) is refused:
///   the same file, by device and inode, whatever path names it.
/// - The temporary file is removed on every failure, and also when the process is stopped by
///   SIGINT, SIGTERM or SIGHUP while it exists (``TemporaryFiles``).
public enum FileOutput {
    /// Writes `data` to `path` as described above.
    ///
    /// - Parameter inputs: the files this run reads, which must not be replaced.
    /// - Throws: ``FileAccessError`` naming `path` and what went wrong.
    /// - Complexity: O(n) in the size of `data`, plus one `stat` per input.
    public static func writeAtomically(_ data: Data, to path: String, inputs: [String] = []) throws(FileAccessError) {
        try writeAtomically(.data(data), to: path, inputs: inputs)
    }

    /// As `writeAtomically(_:to:inputs:)`, with the bytes `produce` hands to the function it is given,
    /// in order, written as they come (a large report is never whole in memory). The first write that
    /// fails is the error; the later bytes are dropped.
    public static func writeAtomically(
        to path: String, inputs: [String] = [], producing produce: @escaping (_ write: ([UInt8]) -> Void) -> Void
    ) throws(FileAccessError) {
        try writeAtomically(.stream(produce), to: path, inputs: inputs)
    }

    /// What a write writes: bytes held, or bytes produced as they are written.
    private enum Payload {
        case data(Data)
        case stream((_ write: ([UInt8]) -> Void) -> Void)
    }

    private static func writeAtomically(_ data: Payload, to path: String, inputs: [String]) throws(FileAccessError) {
        var info = stat()
        var target = path
        var existing: stat?
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let resolved = realpath(path, nil) else {
                    throw FileAccessError(
                        path: path, reason: "it is a symbolic link to a file that does not exist", writing: true)
                }
                target = String(cString: resolved)
                free(resolved)
                if stat(target, &info) != 0 { throw FileAccessError(path: path, errno: errno, writing: true) }
            }
            existing = info
        } else if errno != ENOENT {
            throw FileAccessError(path: path, errno: errno, writing: true)
        }
        if let existing {
            switch existing.st_mode & S_IFMT {
            case S_IFREG:
                // As a shell's `>` would: a file the user may not write is not replaced behind their back.
                if access(target, W_OK) != 0 { throw FileAccessError(path: path, errno: errno, writing: true) }
                for input in inputs {
                    var other = stat()
                    if stat(input, &other) == 0 && other.st_dev == existing.st_dev && other.st_ino == existing.st_ino {
                        throw FileAccessError(
                            path: path, reason: "it is an input of this run ('\(input)'); choose another output file",
                            writing: true)
                    }
                }
            case S_IFCHR, S_IFIFO:
                try writeThrough(data, to: target, shownAs: path)
                return
            case S_IFDIR:
                throw FileAccessError(path: path, reason: "it is a folder; expected a file", writing: true)
            case S_IFBLK:
                throw FileAccessError(
                    path: path, reason: "it is a block device; expected a regular file, a FIFO or a character device",
                    writing: true)
            default:
                throw FileAccessError(path: path, reason: "it is not a regular file", writing: true)
            }
        }
        try replace(target, with: data, keeping: existing, shownAs: path)
    }

    /// Writes `text` as UTF-8; see ``writeAtomically(_:to:inputs:)-(Data,_,_)``.
    public static func writeAtomically(_ text: String, to path: String, inputs: [String] = []) throws(FileAccessError) {
        try writeAtomically(Data(text.utf8), to: path, inputs: inputs)
    }

    /// Writes to a device or FIFO in place (opening a FIFO waits for its reader, as a shell does).
    private static func writeThrough(_ data: Payload, to target: String, shownAs path: String) throws(FileAccessError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        if fd < 0 { throw FileAccessError(path: path, errno: errno, writing: true) }
        defer { close(fd) }
        if let code = writeAll(data, to: fd) { throw FileAccessError(path: path, errno: code, writing: true) }
    }

    /// Writes `data` to a temporary file beside `target` and renames it over `target`.
    private static func replace(
        _ target: String, with data: Payload, keeping existing: stat?, shownAs path: String
    ) throws(FileAccessError) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let fd: Int32
        let temporary: String
        switch TemporaryFiles.create(prefix: (folder as NSString).appendingPathComponent(".\(url.lastPathComponent).termbridge-")) {
        case .success(let made): (fd, temporary) = made
        case .failure(let failure): throw FileAccessError(path: path, errno: failure.value, writing: true)
        }
        defer { TemporaryFiles.unregister(temporary) }
        var failure: Int32?
        if let existing {
            if fchmod(fd, existing.st_mode & 0o7777) != 0 { failure = errno }
            // Keeping the owner needs privileges; without them the file is the writer's, as with any editor.
            _ = fchown(fd, existing.st_uid, existing.st_gid)
        } else if fchmod(fd, 0o666 & ~TemporaryFiles.umask) != 0 {
            failure = errno
        }
        if failure == nil { failure = writeAll(data, to: fd) }
        if failure == nil && fsync(fd) != 0 { failure = errno }
        holdForSignalTest()
        if close(fd) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileAccessError(path: path, errno: failure, writing: true)
        }
    }

    /// Waits while the temporary file exists when `TERMBRIDGE_HOLD_TEMPORARY_FILE` names a number
    /// of seconds: a fault-injection point for the test that stops a write with a signal and checks
    /// that the temporary file is gone (the only way to hit that window deterministically).
    private static func holdForSignalTest() {
        guard let value = ProcessInfo.processInfo.environment["TERMBRIDGE_HOLD_TEMPORARY_FILE"],
            let seconds = UInt32(value)
        else { return }
        sleep(min(seconds, 60))
    }

    /// Writes every byte, retrying after interruptions; returns the error number on failure.
    private static func writeAll(_ data: Payload, to fd: Int32) -> Int32? {
        switch data {
        case .data(let data):
            return data.withUnsafeBytes { writeAll($0, to: fd) }
        case .stream(let produce):
            var failure: Int32?
            produce { bytes in
                guard failure == nil else { return }
                failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
            }
            return failure
        }
    }

    /// Writes every byte of `raw` to `fd`, retrying after interruptions; the error number on failure.
    public static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
