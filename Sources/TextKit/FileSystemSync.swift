import Foundation
internal import CICUShims

/// Puts many newly written files on the storage device with one flush.
///
/// A folder written whole and then swapped in (the reference site: thousands of pages) needs its
/// files on the device before the swap, or a crash soon after could leave the new folder in place
/// with empty pages. An `fsync` per file waits for a device flush per file (milliseconds each on a
/// laptop's disk, seconds for a site); one flush of the file system after the last file waits once.
public enum FileSystemSync {
    /// Writes every modified file of the file system that holds `path` (a file or folder) to the
    /// device (Linux's `syncfs`); the error number on failure, nil on success.
    public static func flush(fileSystemOf path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return cicu_sync_file_system(descriptor) == 0 ? nil : errno
    }
}
