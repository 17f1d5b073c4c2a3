import Dispatch
import Synchronization
import Testing

@testable import TextKit

@Suite struct ConcurrentMapTests {
    /// A result whose lifetime a test can watch.
    private final class Tracked: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    private struct Weak {
        weak var object: Tracked?
        init(_ object: Tracked) { self.object = object }
    }

    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test func keepsTheOrderOfTheElements() {
        let numbers = Array(0..<1000)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
        #expect([7].concurrentMap { $0 + 1 } == [8])
        #expect([Int]().concurrentMap { $0 } == [])
    }

    @Test func releasesItsResultsWithTheReturnedArray() {
        var watched: [Weak] = []
        do {
            let results = Array(0..<64).concurrentMap { Tracked($0) }
            watched = results.map { Weak($0) }
            #expect(watched.allSatisfy { $0.object != nil })
            #expect(results.map(\.value) == Array(0..<64))
        }
        // Once the array is gone, nothing else holds the results (a build maps every document,
        // pair and batch of index rows this way: a result kept by the map itself stays in memory
        // for the whole run).
        #expect(watched.allSatisfy { $0.object == nil }, "results outlived the array concurrentMap returned")
    }

    @Test func throwingReleasesItsResultsToo() throws {
        var watched: [Weak] = []
        do {
            let results = try Array(0..<100).concurrentMap { (index: Int) throws(Failure) -> Tracked in Tracked(index) }
            #expect(results.map(\.value) == Array(0..<100))
            watched = results.map { Weak($0) }
        }
        #expect(watched.allSatisfy { $0.object == nil }, "values outlived the array that was returned")
    }

    @Test func throwsTheFirstErrorByIndex() {
        #expect(throws: Failure(index: 3)) {
            try Array(0..<20).concurrentMap { (index: Int) throws(Failure) -> Int in
                if index == 3 || index == 11 { throw Failure(index: index) }
                return index
            }
        }
        #expect((try? [Int]().concurrentMap { (index: Int) throws(Failure) -> Int in index }) == [])
    }

    /// Counts the calls of a transform across threads.
    private final class Calls: Sendable {
        let counts = Mutex<[Int: Int]>([:])
        func record(_ index: Int) { counts.withLock { $0[index, default: 0] += 1 } }
    }

    @Test func helpedMapKeepsTheOrderAndTransformsEachElementOnce() {
        let calls = Calls()
        let numbers = Array(0..<500)
        #expect(numbers.helpedMap { calls.record($0); return $0 * 3 } == numbers.map { $0 * 3 })
        #expect(calls.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: numbers.map { ($0, 1) }))
        #expect([5].helpedMap { $0 + 1 } == [6])
        #expect([Int]().helpedMap { $0 } == [])
    }

    /// Nested in a `concurrentMap` that keeps every core busy, each map still finishes with its own
    /// results, whether its helper ran or not.
    @Test func helpedMapInsideConcurrentMap() {
        let outer = Array(0..<64).concurrentMap { i in Array(0..<(i % 5 + 2)).helpedMap { i * 100 + $0 } }
        #expect(outer == (0..<64).map { i in (0..<(i % 5 + 2)).map { i * 100 + $0 } })
    }

    /// With a helper, a second thread takes elements: the first element waits until the second has
    /// started, which on the calling thread alone it would never see. (Without counting the load:
    /// the tests running beside this one could keep `WorkLoad` from finding a core free, as they
    /// once did; `workLoadJoinsOnlyWhileACoreIsFree` tests that decision.)
    @Test func helpedMapUsesAFreeCore() {
        let started = DispatchSemaphore(value: 0)
        let seen = [0, 1].helpedMap(countingLoad: false) { index -> Bool in
            if index == 1 {
                started.signal()
                return true
            }
            return started.wait(timeout: .now() + 20) == .success
        }
        #expect(seen == [true, true], "the second element did not start while the first waited")
    }

    /// A helper joins while fewer threads work than there are cores, and never on one core.
    @Test func workLoadJoinsOnlyWhileACoreIsFree() {
        let running = Atomic<Int>(0)
        // (Each answer taken before `#expect`, which cannot hold the counter itself.)
        let first = WorkLoad.join(running, cores: 2), second = WorkLoad.join(running, cores: 2)
        let third = WorkLoad.join(running, cores: 2)
        #expect(first && second)
        #expect(!third, "both cores taken")
        #expect(running.load(ordering: .relaxed) == 2)
        running.store(1, ordering: .relaxed)
        let freed = WorkLoad.join(running, cores: 2)
        #expect(freed)
        running.store(0, ordering: .relaxed)
        let single = WorkLoad.join(running, cores: 1)
        #expect(!single, "one core: no helper")
        #expect(running.load(ordering: .relaxed) == 0)
    }
}
