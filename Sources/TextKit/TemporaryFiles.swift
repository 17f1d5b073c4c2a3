import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files ``FileOutput`` has open, removed by a signal handler when the process is
/// stopped by SIGINT, SIGTERM or SIGHUP before they are renamed into place.
///
/// The paths live in fixed C buffers allocated once, so the handler only reads memory and calls
/// `unlink`, which is safe in a signal handler. At most ``slotCount`` writes can be under way at
/// once; a write beyond that still works, its temporary file is only not covered by the handler.
enum TemporaryFiles {
    /// How many temporary files can be covered at once.
    static let slotCount = 16
    /// The longest path a slot holds (longer paths are not covered).
    static let slotSize = 4096

    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        buffer.initialize(repeating: 0, count: slotCount * slotSize)
        return buffer
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// The process's file-creation mask (read once; `umask` can only be read by setting it).
    static let umask: mode_t = {
        let mask = Glibc.umask(0o022)
        _ = Glibc.umask(mask)
        return mask
    }()

    /// Covers `path` by the signal handler until ``unregister(_:)``.
    static func register(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize else { return }
        lock.lock()
        defer { lock.unlock() }
        installHandlers()
        for slot in 0..<slotCount where slots[slot * slotSize] == 0 {
            let base = slots + slot * slotSize
            // The first byte last: the handler never sees a slot in use with a half-written path.
            base[bytes.count] = 0
            for (i, byte) in bytes.enumerated().reversed() { base[i] = CChar(bitPattern: byte) }
            return
        }
    }

    /// Creates a new file whose path is `prefix` and six random letters and digits (read and write
    /// for the owner only, as `mkstemp` makes it), covered by the signal handler from before it
    /// exists: a signal that arrives as the file is made still has it removed. Call
    /// ``unregister(_:)`` once it is renamed or removed.
    ///
    /// - Returns: the open descriptor and the path, or the `errno` of the failure.
    static func create(prefix: String) -> Result<(descriptor: Int32, path: String), FileSystemErrno> {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let path = prefix + String((0..<6).map { _ in characters.randomElement()! })
            register(path)
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return .success((descriptor, path)) }
            let failure = errno
            unregister(path)
            if failure != EEXIST { return .failure(FileSystemErrno(value: failure)) }
        }
        return .failure(FileSystemErrno(value: EEXIST))
    }

    /// An `errno` value.
    struct FileSystemErrno: Error {
        var value: Int32
    }

    /// Stops covering `path` (it was renamed into place or removed).
    static func unregister(_ path: String) {
        let bytes = Array(path.utf8)
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<slotCount {
            let base = slots + slot * slotSize
            if base[0] != 0 && strcmp(base, path) == 0 && bytes.count < slotSize {
                base[0] = 0
                return
            }
        }
    }

    /// The paths covered now (for tests).
    static var covered: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<slotCount).compactMap { slot in
            slots[slot * slotSize] == 0 ? nil : String(cString: slots + slot * slotSize)
        }
    }

    /// Removes every covered file; called by the signal handler.
    static func removeAll() {
        for slot in 0..<slotCount where slots[slot * slotSize] != 0 {
            unlink(slots + slot * slotSize)
        }
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        // The slots made before any handler can run: a signal arriving while the lazily made global
        // was being initialised had the handler wait for that initialisation on the same thread,
        // forever.
        _ = slots
        // A parent may have started the process with these signals blocked; a write must still stop.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                TemporaryFiles.removeAll()
                // Die of the same signal, so the parent sees how the process ended.
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
