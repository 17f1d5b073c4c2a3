import Dispatch

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
