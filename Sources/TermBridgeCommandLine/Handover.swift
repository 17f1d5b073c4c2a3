import Foundation

/// A value handed to work on another thread that takes it over: once `take()` has been called, the
/// holder no longer keeps it (a closure's captured copy would keep it until the closure is freed).
final class Handover<Value>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// The value, which the holder lets go of; only the first call may take it.
    func take() -> Value {
        lock.lock()
        defer { lock.unlock() }
        guard let taken = value else { preconditionFailure("Handover.take() called twice") }
        value = nil
        return taken
    }
}
