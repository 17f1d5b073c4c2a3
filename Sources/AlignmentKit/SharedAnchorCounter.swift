/// Counts the anchors a target entry of `MergedProfiles` shares with the source entries of one
/// position, for every source width k at once.
///
/// The alignment programme compares, at each cell (i, j), the source merges of 1…7 units ending
/// at i with the target merges ending at j. Intersecting two sorted id lists per shape cost as much
/// as the rest of the programme; instead each id of the source merges at i is marked with bit k of
/// its width (strong and Han ids come from one interning and never coincide), and one pass over a
/// target entry's ids adds up all widths' counts, one byte each, in a single 64-bit word.
///
/// - Complexity: O(ids of the source merges) to mark or clear a position; O(ids of the target
///   entry) per count.
struct SharedAnchorCounter {
    /// Per anchor id, bit k set when the source merge of width k at the marked position holds it.
    private var marks: [UInt8]
    /// The source widths that have a bit (1…7).
    let markedWidths: ClosedRange<Int>
    /// Per mark byte, each of its bits moved to the low bit of its own byte (an instance's copy: a
    /// static would be checked for initialisation at every use).
    private let spread: [UInt64] = (0..<256).map { mask in
        (0..<8).reduce(UInt64(0)) { $0 | (UInt64((mask >> $1) & 1) << (8 * UInt64($1))) }
    }

    init(idBound: Int, maxUnits: Int) {
        marks = [UInt8](repeating: 0, count: max(0, idBound))
        markedWidths = 1...max(1, min(7, maxUnits))
    }

    /// Marks the ids of the source merges ending before position i.
    mutating func mark(_ side: MergedProfiles, position i: Int) {
        for k in markedWidths where k <= side.maxUnits {
            let bit = UInt8(1) << UInt8(k), e = side.entry(k, i)
            for x in side.strongStart[e]..<side.strongStart[e + 1] { marks[Int(side.strongIDs[x])] |= bit }
            for x in side.hanStart[e]..<side.hanStart[e + 1] { marks[Int(side.hanIDs[x])] |= bit }
        }
    }

    /// Clears what `mark(_:position:)` set.
    mutating func clear(_ side: MergedProfiles, position i: Int) {
        for k in markedWidths where k <= side.maxUnits {
            let e = side.entry(k, i)
            for x in side.strongStart[e]..<side.strongStart[e + 1] { marks[Int(side.strongIDs[x])] = 0 }
            for x in side.hanStart[e]..<side.hanStart[e + 1] { marks[Int(side.hanIDs[x])] = 0 }
        }
    }

    /// The strong and Han ids that target entry `e` shares with each marked source width: byte k of
    /// each word is the count for width k. Nil when the entry holds 256 or more ids of a kind (a
    /// byte could overflow); the caller then intersects the lists.
    func counts(_ side: MergedProfiles, entry e: Int) -> (strong: UInt64, han: UInt64)? {
        let strong = side.strongStart[e]..<side.strongStart[e + 1], han = side.hanStart[e]..<side.hanStart[e + 1]
        guard strong.count < 256, han.count < 256 else { return nil }
        var s: UInt64 = 0, h: UInt64 = 0
        for x in strong { s &+= spread[Int(marks[Int(side.strongIDs[x])])] }
        for x in han { h &+= spread[Int(marks[Int(side.hanIDs[x])])] }
        return (s, h)
    }

    /// Adds to `words` what the new ids of target entry `e` (`MergedProfiles.newStrongIDs`) share
    /// with the marked widths: run over widths 1, 2, … of one position, the words hold the counts of
    /// each width's entry in turn, each id read once. The caller makes sure the widest entry holds
    /// fewer than 256 ids of each kind (`counts(_:entry:)` otherwise).
    @inline(__always) func add(_ side: MergedProfiles, newIDsOf e: Int, to words: inout (strong: UInt64, han: UInt64)) {
        for x in side.newStrongStart[e]..<side.newStrongStart[e + 1] {
            words.strong &+= spread[Int(marks[Int(side.newStrongIDs[x])])]
        }
        for x in side.newHanStart[e]..<side.newHanStart[e + 1] {
            words.han &+= spread[Int(marks[Int(side.newHanIDs[x])])]
        }
    }

    /// Count k of a word returned by `counts(_:entry:)`.
    @inline(__always) static func count(_ word: UInt64, width k: Int) -> Int { Int((word >> UInt64(8 * k)) & 0xFF) }
}
