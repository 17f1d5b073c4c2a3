import CorpusModel
import Foundation
import Testing

struct SegmentListTests {
    /// The address of a slice's first byte in its string's storage.
    private func address(_ slice: Substring) -> UnsafeRawPointer? {
        slice.base.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress! + slice.base.utf8.distance(from: slice.base.startIndex, to: slice.startIndex)) }
    }

    @Test func keepsSegmentsAsTheyWereGivenSharingTheirStrings() {
        let text = "ウィンバックオファーを設定します。赢回优惠可以提高订阅率。A win-back offer 🎁 brings subscribers back.\n第二行。"
        let other = String(repeating: "独立した段落のテキスト。", count: 3)
        let pieces = text.split(separator: "。", omittingEmptySubsequences: true)
        var given = pieces.enumerated().map { Segment(slice: $0.element, line: 1 + $0.offset, column: 3 * $0.offset + 1, paragraph: $0.offset / 2) }
        // A slice of a second string among those of the first, a short string of its own, an empty slice.
        given.insert(Segment(slice: other.dropFirst(3).prefix(5), line: 9, column: 4, paragraph: 7), at: 2)
        given.append(Segment(text: "短い", line: 10, column: 1, paragraph: 8))
        given.append(Segment(slice: text[text.endIndex...], line: 11, column: 1, paragraph: 8))
        given.append(Segment(slice: pieces[1], line: 12, column: 1, paragraph: 9))

        let list = SegmentList(given)
        #expect(Array(list) == given)
        #expect(list.map(\.text) == given.map(\.text))
        #expect(list.map(\.line) == given.map(\.line) && list.map(\.column) == given.map(\.column))
        #expect(list.map(\.paragraph) == given.map(\.paragraph))
        // A slice comes back as a slice of the same storage at the same place, not a copy.
        for (kept, original) in zip(list, given) where original.slice.utf8.count > 15 {
            #expect(address(kept.slice) == address(original.slice), "\(original.text)")
        }

        // Edited as an array is, with the same outcome.
        var edited = list
        var array = given
        edited[0].text = "置き換えた文"
        array[0].text = "置き換えた文"
        edited.removeAll { $0.slice.isEmpty }
        array.removeAll { $0.slice.isEmpty }
        edited += [Segment(slice: pieces[0], line: 20, column: 2, paragraph: 0)]
        array += [Segment(slice: pieces[0], line: 20, column: 2, paragraph: 0)]
        edited.replaceSubrange(1..<3, with: [Segment(text: "x", line: 1, column: 1, paragraph: 0)])
        array.replaceSubrange(1..<3, with: [Segment(text: "x", line: 1, column: 1, paragraph: 0)])
        #expect(Array(edited) == array)
        #expect(edited != list)
        #expect(Array(list) == given, "the copy edited, not the original")
    }

    @Test func equalByItsSegmentsAndCodedAsTheirArray() throws {
        let text = "One sentence. Another sentence, a little longer than the first."
        let slices = SegmentList([Segment(slice: text.prefix(13), line: 1, column: 1, paragraph: 0)])
        let copies = SegmentList([Segment(text: String(text.prefix(13)), line: 1, column: 1, paragraph: 0)])
        #expect(slices == copies)
        #expect(slices.hashValue == copies.hashValue)
        #expect(slices != SegmentList([Segment(text: String(text.prefix(13)), line: 2, column: 1, paragraph: 0)]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = try encoder.encode(slices)
        #expect(encoded == (try encoder.encode(Array(slices))))
        #expect(try JSONDecoder().decode(SegmentList.self, from: encoded) == slices)
        let empty: SegmentList = []
        #expect(empty.isEmpty && empty == SegmentList())
    }
}
