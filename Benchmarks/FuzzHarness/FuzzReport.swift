/// What a fuzz run did for one target: inputs, time, the slowest input and the inputs over the
/// hang limit (a crash stops the process, so a finished report means no crash).
public struct FuzzReport: Sendable {
    public var target: String
    public var inputs = 0
    public var seconds = 0.0
    public var slowestSeconds = 0.0
    public var slowestSize = 0
    /// Inputs that took longer than the hang limit: (iteration, size, seconds).
    public var hangs: [(iteration: Int, size: Int, seconds: Double)] = []

    public init(target: String) { self.target = target }

    public var summary: String {
        let rate = seconds > 0 ? Double(inputs) / seconds : 0
        return "\(target): \(inputs) inputs in \(String(format: "%.1f", seconds)) s (\(Int(rate))/s), 0 crashes, "
            + "\(hangs.count) over the hang limit, slowest \(String(format: "%.3f", slowestSeconds)) s "
            + "(\(slowestSize) bytes)"
    }
}
