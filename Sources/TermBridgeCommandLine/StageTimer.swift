import Foundation

/// The wall time of each stage of a build, for `termbridge build --timings`: a stage runs from
/// its start until the next one starts (or the build ends). A stage entered twice adds up.
final class StageTimer: @unchecked Sendable {
    private var order: [String] = []
    private var seconds: [String: Double] = [:]
    private var current: (name: String, start: Date)?
    private let lock = NSLock()

    /// Ends the running stage and starts `name`.
    func start(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        close(at: now)
        if seconds[name] == nil { order.append(name) }
        current = (name, now)
    }

    /// The stages in the order they first ran, with their seconds; ends the running stage.
    func finish() -> [(stage: String, seconds: Double)] {
        lock.lock()
        defer { lock.unlock() }
        close(at: Date())
        current = nil
        return order.map { ($0, seconds[$0] ?? 0) }
    }

    /// One line per stage: `  parse      1.23 s`.
    static func lines(_ stages: [(stage: String, seconds: Double)]) -> [String] {
        stages.map { "  " + $0.stage.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%6.2f s", $0.seconds) }
    }

    private func close(at now: Date) {
        guard let current else { return }
        seconds[current.name, default: 0] += now.timeIntervalSince(current.start)
    }
}
