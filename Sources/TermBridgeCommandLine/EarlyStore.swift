import CorpusIndex
import Foundation
import Synchronization

/// What a build computes for one of its index's keyed caches (alignments, analyses), stored a few
/// megabytes at a time as it comes (`CorpusIndex.storeEarly(_:in:)`) rather than held to the end of
/// the build: a large corpus's aligned phrases alone are hundreds of megabytes. What is not stored
/// yet when the build ends, or could not be, goes into the build's snapshot with the rest.
final class EarlyStore: Sendable {
    private struct State {
        var pending: [String: Data] = [:]
        var pendingBytes = 0
        var stored: Set<String> = []
        /// Set when a store failed: everything is then held for the snapshot, whose write reports the error.
        var failed = false
    }

    private let index: CorpusIndex
    private let cache: CorpusIndex.KeyedCache
    private let batchBytes: Int
    private let state = Mutex(State())

    init(index: CorpusIndex, cache: CorpusIndex.KeyedCache, batchBytes: Int = EarlyStore.batchBytes) {
        self.index = index
        self.cache = cache
        self.batchBytes = batchBytes
    }

    /// How many bytes are stored at a time: 4 MB, or `TERMBRIDGE_STORE_BATCH_BYTES` (a test that kills
    /// builds sets it low, so that even a small corpus's builds store as they go).
    static var batchBytes: Int {
        ProcessInfo.processInfo.environment["TERMBRIDGE_STORE_BATCH_BYTES"].flatMap { Int($0) }.map { max($0, 1) } ?? 4 << 20
    }

    /// Adds the value computed for `key`; stores the pending values once they reach a batch.
    func add(_ key: String, _ value: Data) {
        let batch = state.withLock { state -> [String: Data]? in
            state.pending[key] = value
            state.pendingBytes += value.count
            guard !state.failed, state.pendingBytes >= batchBytes else { return nil }
            defer { (state.pending, state.pendingBytes) = ([:], 0) }
            return state.pending
        }
        guard let batch else { return }
        // Written outside the lock: the other threads go on adding meanwhile.
        do {
            try index.storeEarly(batch, in: cache)
            state.withLock { $0.stored.formUnion(batch.keys) }
        } catch {
            state.withLock { state in
                state.failed = true
                state.pending.merge(batch) { pending, _ in pending }
            }
        }
    }

    /// The value added for `key`: held, or read back from the index; nil when none was added.
    func value(_ key: String) -> Data? {
        let (held, stored) = state.withLock { ($0.pending[key], $0.stored.contains(key)) }
        if let held { return held }
        guard stored else { return nil }
        return try? index.value(key: key, in: cache)
    }

    /// The keys stored so far, and the values still held (for the snapshot); empty afterwards.
    func take() -> (stored: Set<String>, held: [String: Data]) {
        state.withLock { state in
            defer { state = State() }
            return (state.stored, state.pending)
        }
    }
}
