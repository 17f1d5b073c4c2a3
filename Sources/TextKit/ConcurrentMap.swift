import Dispatch
import Foundation
import Synchronization

extension Array {
    /// `map` over the elements on every core; the results keep the elements' order. When
    /// `transform` throws, every element is still transformed and the error of the first element
    /// (by index) that failed is thrown.
    ///
    /// Documents, parallel pairs, pages and index rows are independent, so a corpus run spreads
    /// them across cores. `transform` must not touch shared mutable state.
    /// - Complexity: O(*n*) calls of `transform`, spread over the available cores.
    public func concurrentMap<Result, Failure: Error>(
        _ transform: (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 1 else { return try map(transform) }
        let results = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            // The slots hold the results until they are copied out: released here, or every
            // result would stay in memory for the rest of the process.
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            let box = UncheckedBox(results: results, transform: transform, elements: self)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                WorkLoad.enter()
                defer { WorkLoad.leave() }
                box.results[index] = Swift.Result { () throws(Failure) -> Result in try box.transform(box.elements[index]) }
            }
        }
        var values: [Result] = []
        values.reserveCapacity(count)
        for slot in results { values.append(try slot!.get()) }
        return values
    }
}

/// Carries the pieces of `concurrentMap` into `concurrentPerform`: each iteration writes only its
/// own slot of `results`, so sharing them across threads is safe.
private struct UncheckedBox<Element, Result, Failure: Error>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>
    let transform: (Element) throws(Failure) -> Result
    let elements: [Element]
}

extension Array {
    /// `map` over the elements on the calling thread, with one helper thread taking elements from
    /// the same queue if a core is free; the results keep the elements' order.
    ///
    /// Unlike `concurrentMap`, it spreads its work when called inside another `concurrentMap`
    /// (libdispatch runs a nested `concurrentPerform` on the calling thread alone): the two sides of
    /// the one parallel pair a build realigns after an edit are prepared on both cores. The calling
    /// thread never waits for a helper that has not started: when every core is busy the helper
    /// does not join (`WorkLoad`) and the calling thread transforms every element itself.
    /// - Complexity: O(*n*) calls of `transform`.
    public func helpedMap<Result>(_ transform: @escaping (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let work = HelpedWork(elements: self, transform: transform)
        WorkLoad.startHelper { work.help() }
        work.run()
        work.finished.wait()
        return work.results()
    }
}

/// The shared state of one `helpedMap`: the next element to take, how many are done, the results.
private final class HelpedWork<Element, Result>: @unchecked Sendable {
    let elements: [Element]
    private var transform: ((Element) -> Result)?
    private let slots: UnsafeMutableBufferPointer<Result?>
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    /// Signalled once, by the thread that completes the last element.
    let finished = DispatchSemaphore(value: 0)

    init(elements: [Element], transform: @escaping (Element) -> Result) {
        self.elements = elements
        self.transform = transform
        slots = .allocate(capacity: elements.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    /// The helper's part: the elements left when it starts, if a core is free then (`WorkLoad`).
    func help() {
        guard WorkLoad.join() else { return }
        defer { WorkLoad.leave() }
        run()
    }

    /// Takes and transforms elements until none is left. Each slot is written by the one thread
    /// that took its element, before the count of done elements (read after `finished`) says so.
    func run() {
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < elements.count, let transform else { return }
            slots[index] = transform(elements[index])
            if done.add(1, ordering: .acquiringAndReleasing).newValue == elements.count { finished.signal() }
        }
    }

    /// The results, once `finished` has been signalled; the transform is let go.
    func results() -> [Result] {
        _ = done.load(ordering: .acquiring)
        transform = nil
        return slots.map { $0! }
    }
}

/// How many threads run a piece of `concurrentMap` or a helper's share of work (`helpedMap`, an
/// alignment programme's rows): a helper joins only while fewer run than there are cores. A helper
/// starts at once on a thread of its own (`startHelper`), also while every core is busy (a build
/// aligning many pairs at once), when helping would only share the cores three ways.
public enum WorkLoad {
    private static let running = Atomic<Int>(0)
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Counts the calling thread in (a piece of `concurrentMap`).
    public static func enter() { running.add(1, ordering: .relaxed) }

    /// Counts it out again.
    public static func leave() { running.subtract(1, ordering: .relaxed) }

    /// Runs `helper` on a thread of its own at once, even while every thread of the global queue
    /// is busy (a queue of its own is served by a new thread then, where the global queue would
    /// wait for one of its threads to be free): the helper then finds no core free (`join()`) and
    /// ends, instead of starting late.
    public static func startHelper(_ helper: @escaping @Sendable () -> Void) {
        DispatchQueue(label: "termbridge.helper").async(execute: helper)
    }

    /// Counts the calling thread in if a core is free, and says whether it did (never on a machine of
    /// one core, where a helper would only take turns with the thread it helps).
    public static func join() -> Bool {
        guard cores > 1 else { return false }
        var current = running.load(ordering: .relaxed)
        while current < cores {
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }
}
