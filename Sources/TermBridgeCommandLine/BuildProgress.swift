import Foundation
import Synchronization

/// The progress line of `termbridge build` on a terminal: the stage, documents read out of the
/// total, and the time so far, redrawn in place on standard error. Silent when disabled.
final class BuildProgress: ParseProgress {
    private struct State {
        var stage = ""
        var done = 0
        var total = 0
        var lastDraw = 0.0
        var drawn = false
    }

    private let enabled: Bool
    private let start = Date()
    private let state = Mutex(State())

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Whether standard error is a terminal (and the terminal is not `dumb`).
    static var standardErrorIsTerminal: Bool {
        isatty(2) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    func stage(_ name: String) {
        state.withLock { $0.stage = name }
        draw(force: true)
    }

    func starting(_ documents: Int) {
        state.withLock { ($0.total, $0.done) = (documents, 0) }
        draw(force: true)
    }

    func documentDone() {
        state.withLock { $0.done += 1 }
        draw(force: false)
    }

    /// Prints a message on its own line, then the progress line again.
    func notice(_ message: String) {
        clear()
        printError(message)
        draw(force: true)
    }

    /// Removes the progress line.
    func clear() {
        guard enabled else { return }
        state.withLock { state in
            guard state.drawn else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            state.drawn = false
        }
    }

    private func draw(force: Bool) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        state.withLock { state in
            // At most ten redraws a second.
            guard force || elapsed - state.lastDraw >= 0.1 else { return }
            state.lastDraw = elapsed
            var line = "\r\u{1B}[K\(state.stage)"
            if state.stage == "parse", state.total > 0 {
                let width = 24
                let filled = state.total == 0 ? 0 : width * state.done / state.total
                line += " [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "]"
                line += " \(state.done)/\(state.total) documents"
            }
            line += String(format: "  %.1f s", elapsed)
            FileHandle.standardError.write(Data(line.utf8))
            state.drawn = true
        }
    }
}
