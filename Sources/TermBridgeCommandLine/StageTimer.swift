import Foundation
import TextKit

/// The wall time of each stage of a build, for `termbridge build --timings`: a stage runs from
/// its start until the next one starts (or the build ends). A stage entered twice adds up. With
/// each stage's time goes the process's resident memory as the stage ended and its peak so far
/// (Linux's `/proc/self/status`; nil elsewhere), and the live heap as it ended (glibc; nil
/// elsewhere): the resident size also counts the free pages the allocator keeps.
final class StageTimer: @unchecked Sendable {
    /// One stage's figures.
    struct Stage {
        var stage: String
        var seconds: Double
        /// Resident memory (MB) when the stage last ended, and the process's peak by then.
        var residentMB: Int?
        var peakMB: Int?
        /// The heap in use (MB) when the stage last ended.
        var heapMB: Int?
    }

    private var order: [String] = []
    private var stages: [String: Stage] = [:]
    private var current: (name: String, start: Date)?
    private let lock = NSLock()

    /// Ends the running stage and starts `name`.
    func start(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        close(at: now)
        if stages[name] == nil {
            order.append(name)
            stages[name] = Stage(stage: name, seconds: 0)
        }
        current = (name, now)
    }

    /// The stages in the order they first ran, with their figures; ends the running stage.
    func finish() -> [Stage] {
        lock.lock()
        defer { lock.unlock() }
        close(at: Date())
        current = nil
        return order.compactMap { stages[$0] }
    }

    /// One line per stage: `  parse      1.23 s   150 MB (peak 152 MB), heap 120 MB`.
    static func lines(_ stages: [Stage]) -> [String] {
        stages.map { stage in
            var line = "  " + stage.stage.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%6.2f s", stage.seconds)
            if let resident = stage.residentMB, let peak = stage.peakMB {
                line += String(format: "  %5d MB (peak %d MB)", resident, peak)
            }
            if let heap = stage.heapMB { line += ", heap \(heap) MB" }
            return line
        }
    }

    private func close(at now: Date) {
        guard let current else { return }
        stages[current.name]?.seconds += now.timeIntervalSince(current.start)
        let memory = Self.memory()
        stages[current.name]?.residentMB = memory?.resident
        stages[current.name]?.peakMB = memory?.peak
        stages[current.name]?.heapMB = HeapTrim.inUse.map { $0 >> 20 }
    }

    /// The resident set and its peak (`VmRSS`, `VmHWM`) in MB, when the system says.
    static func memory() -> (resident: Int, peak: Int)? {
        // Read to the end: the file's size says 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd(), let status = String(data: data, encoding: .utf8) else { return nil }
        var resident: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { resident = kilobytes / 1024 }
            if fields[0] == "VmHWM:" { peak = kilobytes / 1024 }
        }
        guard let resident, let peak else { return nil }
        return (resident, peak)
    }
}
