/// A document's segments, held compactly: each as the place of its text in a string the list keeps
/// (the document's text or its paragraph's, shared, not copied) with its line, column and paragraph
/// as 32-bit numbers, 24 bytes in all instead of a `Segment`'s 56. A parsed corpus has about one
/// segment every 50 bytes of text, and a build holds every parsed document to its end.
///
/// A collection of `Segment` values like the array it replaces: reading a segment makes it (a
/// slice of the kept string); a segment added whose text is not a slice of a string with
/// addressable storage (a short string of its own, say) is kept as its own text.
public struct SegmentList: Sendable {
    /// One segment: `length` UTF-8 bytes at `start` in `bases[base]`.
    private struct Record: Sendable {
        var base: Int32
        var start: UInt32
        var length: UInt32
        var line: Int32
        var column: Int32
        var paragraph: Int32
    }

    private var records: [Record] = []
    /// The strings the segments are slices of, in the order first met.
    private var bases: [String] = []

    public init() {}

    public init(_ segments: some Sequence<Segment>) {
        append(contentsOf: segments)
    }

    /// Lets go of the room reserved for segments not added (a list built a paragraph at a time
    /// reserved up to twice its size).
    public mutating func shrinkToFit() {
        records = records.withUnsafeBufferPointer { Array($0) }
        bases = bases.withUnsafeBufferPointer { Array($0) }
    }

    /// The record of `segment`, adding its string to `bases` when it is not the last one added.
    private mutating func record(of segment: Segment) -> Record {
        let slice = segment.slice
        let base = slice.base
        let utf8 = base.utf8
        let start = utf8.distance(from: utf8.startIndex, to: slice.startIndex)
        let length = slice.utf8.count
        var index = bases.count - 1
        if index < 0 || !Self.same(bases[index], base) {
            // The string before last: segments of a paragraph with a text of its own can sit among
            // those of the document's text.
            if index > 0, Self.same(bases[index - 1], base) {
                index -= 1
            } else {
                bases.append(base)
                index = bases.count - 1
            }
        }
        // No text read whole into memory holds a sentence of 4 GB.
        guard let length32 = UInt32(exactly: length) else { preconditionFailure("a segment of 4 GB") }
        guard let start32 = UInt32(exactly: start) else {
            // Beyond 4 GB into its string: kept as a string of its own.
            bases.append(String(slice))
            return record(of: Segment(slice: bases[bases.count - 1][...], line: segment.line, column: segment.column, paragraph: segment.paragraph))
        }
        // Lines, columns and paragraphs past 2^31 would take a text of more than 2 GB on one line.
        return Record(
            base: Int32(index), start: start32, length: length32, line: Int32(clamping: segment.line),
            column: Int32(clamping: segment.column), paragraph: Int32(clamping: segment.paragraph))
    }

    /// Whether two strings are one: the same storage (a large string), or equal (a short one, kept
    /// in the value itself).
    private static func same(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        if count <= 15 { return a == b }
        let first = a.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        let second = b.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        return first != nil && first == second
    }

    private func segment(_ record: Record) -> Segment {
        let base = bases[Int(record.base)]
        let utf8 = base.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: Int(record.start))
        let upper = utf8.index(lower, offsetBy: Int(record.length))
        return Segment(
            slice: Substring(base.unicodeScalars[lower..<upper]), line: Int(record.line), column: Int(record.column),
            paragraph: Int(record.paragraph))
    }
}

extension SegmentList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Segment {
        get { segment(records[position]) }
        set { records[position] = record(of: newValue) }
    }

    public mutating func append(_ newElement: Segment) {
        records.append(record(of: newElement))
    }

    public mutating func append(contentsOf newElements: some Sequence<Segment>) {
        records.reserveCapacity(records.count + newElements.underestimatedCount)
        for segment in newElements { append(segment) }
    }

    public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Segment>) {
        let added = newElements.map { record(of: $0) }
        records.replaceSubrange(subrange, with: added)
    }

    public mutating func removeAll(where shouldBeRemoved: (Segment) throws -> Bool) rethrows {
        let list = self
        try records.removeAll { try shouldBeRemoved(list.segment($0)) }
    }

    public mutating func reserveCapacity(_ n: Int) {
        records.reserveCapacity(n)
    }
}

extension SegmentList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Segment...) {
        self.init(elements)
    }
}

/// Equal when their segments are (texts, lines, columns, paragraphs), whatever strings the texts
/// are slices of: as arrays of segments are.
extension SegmentList: Hashable {
    public static func == (lhs: SegmentList, rhs: SegmentList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for segment in self { hasher.combine(segment) }
    }
}

/// Encoded as the array of its segments.
extension SegmentList: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Segment](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
