import Foundation

/// Work started on a thread of its own, whose result (or error) is taken later with `value()`:
/// a stage that runs alongside others, such as the reference site of `termbridge build`, or the
/// next batch of rows prepared while the index inserts this one.
public final class BackgroundTask<Value>: @unchecked Sendable {
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` at once.
    public init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            result = Result { try work() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end; its result, or the error it threw.
    public func value() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
