#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The lock that keeps two builds from writing one output folder at once: an exclusive `flock`
/// on `build.lock` in the folder, held for the life of the value and released by the system
/// when the process ends, killed or not.
public final class BuildLock {
    /// The lock file's name inside the output folder.
    public static let fileName = "build.lock"

    private let descriptor: Int32
    /// The lock file.
    public let path: String

    /// Takes the lock on `folder` (created when absent). When another build holds it, calls
    /// `waiting` once with the holder's process id (when the file names one) and waits.
    public init(folder: URL, waiting: (Int32?) -> Void) throws(IndexError) {
        path = folder.appendingPathComponent(Self.fileName).path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .database(path: folder.path, message: "cannot create the folder: \(error.localizedDescription)")
        }
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .database(path: path, message: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting(Self.holder(path))
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .database(path: path, message: "cannot lock: \(reason)")
                }
            }
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// The process id written in the lock file by the build holding it.
    static func holder(_ path: String) -> Int32? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
