import CorpusIndex
import Foundation
import Synchronization

/// What a build computes for one of its index's keyed caches (alignments, analyses), stored a few
/// megabytes at a time as it comes (`CorpusIndex.storeEarly(_:in:)`) rather than held to the end of
/// the build: a large corpus's aligned phrases alone are hundreds of megabytes. What is not stored
/// yet when the build ends, or could not be, goes into the build's snapshot with the rest.
///
/// A full batch is written on a thread of its own, not on the thread that filled it: a write that
/// waits for the disk (a commit's sync, the kernel holding back a writer of many dirty pages) then
/// keeps no core of the check waiting. At most `maximumWriting` batches are handed over at a time.
final class EarlyStore: Sendable {
    private struct State {
        var pending: [String: Data] = [:]
        var pendingBytes = 0
        /// The batches handed to the writer and not stored yet.
        var writing: [Int: [String: Data]] = [:]
        var nextBatch = 0
        var stored: Set<String> = []
        /// Set when a store failed: everything is then held for the snapshot, whose write reports the error.
        var failed = false
    }

    private let store: @Sendable ([String: Data]) throws -> Void
    private let read: @Sendable (String) -> Data?
    private let batchBytes: Int
    private let state = Mutex(State())
    /// The writer: one batch at a time, in the order handed over.
    private let writer = DispatchQueue(label: "termbridge.early-store")
    private let written = DispatchGroup()
    private let room: DispatchSemaphore

    /// How many full batches may wait for the writer before a thread that fills another waits too.
    static let maximumWriting = 2

    convenience init(index: CorpusIndex, cache: CorpusIndex.KeyedCache, batchBytes: Int = EarlyStore.batchBytes) {
        self.init(
            batchBytes: batchBytes, store: { try index.storeEarly($0, in: cache) },
            read: { try? index.value(key: $0, in: cache) })
    }

    /// A store that writes a batch with `store` and reads a stored value back with `read`.
    init(batchBytes: Int, store: @escaping @Sendable ([String: Data]) throws -> Void, read: @escaping @Sendable (String) -> Data?) {
        self.batchBytes = batchBytes
        self.store = store
        self.read = read
        room = DispatchSemaphore(value: Self.maximumWriting)
    }

    /// How many bytes are stored at a time: 4 MB, or `TERMBRIDGE_STORE_BATCH_BYTES` (a test that kills
    /// builds sets it low, so that even a small corpus's builds store as they go).
    static var batchBytes: Int {
        ProcessInfo.processInfo.environment["TERMBRIDGE_STORE_BATCH_BYTES"].flatMap { Int($0) }.map { max($0, 1) } ?? 4 << 20
    }

    /// Adds the value computed for `key`; hands the pending values to the writer once they reach a
    /// batch (waiting only while `maximumWriting` batches are already waiting for it).
    func add(_ key: String, _ value: Data) {
        let handed = state.withLock { state -> (number: Int, batch: [String: Data])? in
            state.pending[key] = value
            state.pendingBytes += value.count
            guard !state.failed, state.pendingBytes >= batchBytes else { return nil }
            defer {
                (state.pending, state.pendingBytes) = ([:], 0)
                state.nextBatch += 1
            }
            state.writing[state.nextBatch] = state.pending
            return (state.nextBatch, state.pending)
        }
        guard let (number, batch) = handed else { return }
        room.wait()
        written.enter()
        writer.async { [self] in
            defer {
                room.signal()
                written.leave()
            }
            do {
                try store(batch)
                state.withLock { state in
                    state.stored.formUnion(batch.keys)
                    state.writing[number] = nil
                }
            } catch {
                state.withLock { state in
                    state.failed = true
                    state.writing[number] = nil
                    state.pending.merge(batch) { pending, _ in pending }
                }
            }
        }
    }

    /// Waits until every batch handed to the writer is stored (or held again, when its write failed).
    func waitForWrites() {
        written.wait()
    }

    /// The value added for `key`: held, being written, or read back from the index; nil when none
    /// was added.
    func value(_ key: String) -> Data? {
        let (held, stored) = state.withLock { state -> (Data?, Bool) in
            if let value = state.pending[key] { return (value, false) }
            for batch in state.writing.values { if let value = batch[key] { return (value, false) } }
            return (nil, state.stored.contains(key))
        }
        if let held { return held }
        guard stored else { return nil }
        return read(key)
    }

    /// The keys stored so far, and the values still held (for the snapshot), once every batch
    /// handed to the writer is written; empty afterwards.
    func take() -> (stored: Set<String>, held: [String: Data]) {
        waitForWrites()
        return state.withLock { state in
            defer { state = State() }
            return (state.stored, state.pending)
        }
    }
}
