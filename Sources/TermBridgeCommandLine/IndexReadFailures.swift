import Synchronization

/// What a build could not read back from its index: the stored parses, analyses or alignments whose
/// query failed or whose record does not decode (a damaged file). Each is computed again and written
/// anew; the build says so once per kind, with the first error and how many there were, rather than
/// silently taking a from-scratch build's time.
final class IndexReadFailures: Sendable {
    private let state = Mutex<(keys: Set<String>, first: String?)>(([], nil))

    /// Records that what is stored under `key` (a path, a digest) could not be read.
    func record(_ key: String, _ error: any Error) {
        state.withLock { state in
            state.keys.insert(key)
            if state.first == nil { state.first = "\(error)" }
        }
    }

    /// The keys recorded.
    var keys: Set<String> { state.withLock { $0.keys } }

    /// The warning about what could not be read, if anything: the first error, then how many of
    /// `what` (`one` or `many`) and `consequence` ("1 document parsed again …").
    func warning(one: String, many: String, _ consequence: String) -> String? {
        let (count, first) = state.withLock { ($0.keys.count, $0.first) }
        guard let first else { return nil }
        return "warning: \(first); \(count) \(count == 1 ? one : many) \(consequence)"
    }
}
