import Foundation

/// Work started on a thread of its own, whose result (or error) is taken later with `value()`:
/// a stage that runs alongside others, such as the index write of `termbridge build`.
final class BackgroundTask<Value>: @unchecked Sendable {
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` at once.
    init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            result = Result { try work() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end; its result, or the error it threw.
    func value() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}

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
