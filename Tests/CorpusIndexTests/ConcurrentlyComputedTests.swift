import Testing

@testable import CorpusIndex

@Suite struct ConcurrentlyComputedTests {
    private final class Tracked: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    private struct Weak {
        weak var object: Tracked?
    }

    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test func computesInIndexOrderAndReleasesTheValuesWithTheArray() throws {
        var watched: [Weak] = []
        do {
            let values = try concurrentlyComputed(count: 100) { Tracked($0) }
            #expect(values.map(\.value) == Array(0..<100))
            watched = values.map { Weak(object: $0) }
        }
        // The index write prepares documents a batch at a time this way: values kept by the
        // computation itself would keep every batch's rows in memory.
        #expect(watched.allSatisfy { $0.object == nil }, "values outlived the array that was returned")
    }

    @Test func throwsTheFirstErrorByIndex() {
        #expect(throws: Failure(index: 3)) {
            try concurrentlyComputed(count: 20) { index -> Int in
                if index == 3 || index == 11 { throw Failure(index: index) }
                return index
            }
        }
        #expect((try? concurrentlyComputed(count: 0) { $0 }) == [])
    }
}
