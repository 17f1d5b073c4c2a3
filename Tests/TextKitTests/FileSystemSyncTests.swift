import Foundation
import Testing
import TextKit

@Suite struct FileSystemSyncTests {
    @Test func flushesTheFileSystemOfAFolderAndNamesTheErrorOfAMissingOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("page".utf8).write(to: folder.appendingPathComponent("p.html"))
        #expect(FileSystemSync.flush(fileSystemOf: folder.path) == nil)
        #expect(FileSystemSync.flush(fileSystemOf: folder.appendingPathComponent("p.html").path) == nil)
        #expect(FileSystemSync.flush(fileSystemOf: folder.appendingPathComponent("absent").path) == ENOENT)
    }
}
