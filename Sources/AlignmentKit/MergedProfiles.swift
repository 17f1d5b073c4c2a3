/// The merged profiles (`UnitProfile.merged`) of the k units ending before each position of one
/// side, for every k up to the widest bead side, flattened: one array of lengths, one of anchor
/// ids per kind, and where each entry's ids start.
///
/// The alignment programme reads a merged profile for every shape at every cell; reading arrays
/// of arrays there cost more in reference counting than the comparison itself.
///
/// - Complexity: O(k·n) sorted unions to build for n units; O(1) to read an entry.
struct MergedProfiles {
    /// The widest merge held (k runs over 0...maxUnits).
    let maxUnits: Int
    /// Positions per k: the unit count plus one.
    let positions: Int
    /// Per entry `k * positions + i`: the merged length of units (i − k)..<i (0 when i < k).
    private(set) var length: [Int]
    /// Per entry, where its strong and Han ids start in `strongIDs` and `hanIDs`; one extra entry
    /// at the end.
    private(set) var strongStart: [Int]
    private(set) var hanStart: [Int]
    /// The sorted, duplicate-free anchor ids of every entry, one after the other.
    private(set) var strongIDs: [Int32]
    private(set) var hanIDs: [Int32]
    /// Per entry (k, i), the ids it holds that entry (k − 1, i) does not (what unit i − k adds),
    /// laid out like the ids, with their own starts.
    private(set) var newStrongIDs: [Int32]
    private(set) var newHanIDs: [Int32]
    private(set) var newStrongStart: [Int]
    private(set) var newHanStart: [Int]
    /// One more than the largest anchor id of any unit (0 when there is none).
    let idBound: Int
    /// The longest merged length.
    let maxLength: Int

    init(_ units: [UnitProfile], maxUnits: Int) {
        self.maxUnits = maxUnits
        positions = units.count + 1
        length = []
        strongStart = [0]
        hanStart = [0]
        strongIDs = []
        hanIDs = []
        newStrongIDs = []
        newHanIDs = []
        newStrongStart = [0]
        newHanStart = [0]
        let entries = (maxUnits + 1) * positions
        length.reserveCapacity(entries)
        strongStart.reserveCapacity(entries + 1)
        hanStart.reserveCapacity(entries + 1)
        // Entry (k, i) is entry (k − 1, i) with unit i − k added: one sorted union per entry.
        for k in 0...maxUnits {
            for i in 0..<positions {
                if k > 0, i >= k {
                    let unit = units[i - k], shorter = (k - 1) * positions + i
                    length.append(length[shorter] + unit.length)
                    Self.appendUnion(
                        of: strongStart[shorter]..<strongStart[shorter + 1], unit.strong, to: &strongIDs,
                        new: &newStrongIDs)
                    Self.appendUnion(
                        of: hanStart[shorter]..<hanStart[shorter + 1], unit.han, to: &hanIDs, new: &newHanIDs)
                } else {
                    length.append(0)
                }
                strongStart.append(strongIDs.count)
                hanStart.append(hanIDs.count)
                newStrongStart.append(newStrongIDs.count)
                newHanStart.append(newHanIDs.count)
            }
        }
        let largest = units.reduce(-1) { max($0, $1.strong.last ?? -1, $1.han.last ?? -1) }
        idBound = largest + 1
        maxLength = length.max() ?? 0
    }

    /// Appends to `ids` the sorted union of `ids[range]` and `unit` (both sorted, duplicate-free),
    /// and to `new` the ids of `unit` that `ids[range]` lacks.
    private static func appendUnion(of range: Range<Int>, _ unit: [Int], to ids: inout [Int32], new: inout [Int32]) {
        var a = range.lowerBound, b = 0
        while a < range.upperBound, b < unit.count {
            let x = ids[a], y = Int32(truncatingIfNeeded: unit[b])
            if x < y {
                ids.append(x); a += 1
            } else if x > y {
                ids.append(y); new.append(y); b += 1
            } else {
                ids.append(x); a += 1; b += 1
            }
        }
        while a < range.upperBound { ids.append(ids[a]); a += 1 }
        while b < unit.count {
            let y = Int32(truncatingIfNeeded: unit[b])
            ids.append(y); new.append(y); b += 1
        }
    }

    /// The entry of the k units ending before position i.
    @inline(__always) func entry(_ k: Int, _ i: Int) -> Int { k * positions + i }
}

extension MergedProfiles {
    /// The number of strong and of Han ids of entry e.
    @inline(__always) func anchorCounts(_ e: Int) -> (strong: Int, han: Int) {
        (strongStart[e + 1] - strongStart[e], hanStart[e + 1] - hanStart[e])
    }

    /// The strong and Han ids entry `a` of `first` shares with entry `b` of `second`, by merging the
    /// sorted lists (what `SharedAnchorCounter` answers faster when it can).
    static func sharedCounts(_ first: MergedProfiles, _ a: Int, _ second: MergedProfiles, _ b: Int) -> (
        strong: Int, han: Int
    ) {
        func shared(_ x: [Int32], _ xs: Range<Int>, _ y: [Int32], _ ys: Range<Int>) -> Int {
            var i = xs.lowerBound, j = ys.lowerBound, n = 0
            while i < xs.upperBound, j < ys.upperBound {
                if x[i] < y[j] { i += 1 } else if x[i] > y[j] { j += 1 } else { n += 1; i += 1; j += 1 }
            }
            return n
        }
        return (
            shared(first.strongIDs, first.strongStart[a]..<first.strongStart[a + 1], second.strongIDs,
                   second.strongStart[b]..<second.strongStart[b + 1]),
            shared(first.hanIDs, first.hanStart[a]..<first.hanStart[a + 1], second.hanIDs,
                   second.hanStart[b]..<second.hanStart[b + 1])
        )
    }
}
