import Dispatch

extension Array {
    /// `map` over the elements on every core; the results keep the elements' order.
    ///
    /// Documents (and parallel pairs) are independent, so a corpus run spreads them across cores.
    /// `transform` must not touch shared mutable state.
    /// - Complexity: O(*n*) calls of `transform`, spread over the available cores.
    public func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
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
                box.results[index] = box.transform(box.elements[index])
            }
        }
        return results.map { $0! }
    }
}

/// Carries the pieces of `concurrentMap` into `concurrentPerform`: each iteration writes only its
/// own slot of `results`, so sharing them across threads is safe.
private struct UncheckedBox<Element, Result>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result?>
    let transform: (Element) -> Result
    let elements: [Element]
}
