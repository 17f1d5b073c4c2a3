import CorpusIndex
import Foundation
import Synchronization
import Testing

@Suite struct BuildLockTests {
    @Test func secondBuildWaitsForTheFirstAndIsToldWho() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var first: BuildLock? = try BuildLock(folder: folder, waiting: { _ in Issue.record("the first build should not wait") })
        _ = first
        let waited = Mutex<Int32?>(nil)
        let acquired = Mutex(false)
        let thread = Thread {
            let second = try? BuildLock(folder: folder, waiting: { pid in waited.withLock { $0 = pid ?? -1 } })
            acquired.withLock { $0 = second != nil }
        }
        thread.start()
        // The second lock waits while the first is held.
        for _ in 0..<200 where waited.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(waited.withLock { $0 } == getpid())
        #expect(acquired.withLock { $0 } == false)
        first = nil
        for _ in 0..<500 where !acquired.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(acquired.withLock { $0 })
    }
}
