import Foundation
import Testing
import TextKit

/// `UTF16Transcoding` gives the strings and unit arrays the standard library's generic paths give,
/// lone surrogates included, on every length class of scalar and on real corpus text.
@Suite struct UTF16TranscodingTests {
    @Test(arguments: [
        "", "a", "subscription", "café", "ウィンバック・オファー", "订阅优惠", "𠮷野家", "😀 emoji 👍🏽", "a\u{0}b", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}",
        "\u{10000}\u{10FFFF}", "line\r\nbreak", "cafe\u{301}",
    ])
    func stringsRoundTrip(text: String) {
        let units = UTF16Transcoding.units(of: text)
        #expect(units == Array(text.utf16))
        let back = UTF16Transcoding.string(units)
        #expect(back.utf8.elementsEqual(text.utf8))
        // Slices of the array, cut anywhere (also between the halves of a pair).
        for start in 0...units.count {
            for end in start...units.count {
                let slice = units[start..<end]
                #expect(UTF16Transcoding.string(slice).utf8.elementsEqual(String(decoding: slice, as: UTF16.self).utf8))
            }
        }
    }

    /// Lone and reversed surrogates, at the start, the middle and the end, read as U+FFFD once each.
    @Test(arguments: [
        [0xD800] as [UInt16], [0xDC00], [0xD800, 0x41], [0x41, 0xDBFF], [0xDC00, 0xD800], [0xD83D, 0xDE00, 0xDE00],
        [0xD83D, 0xD83D, 0xDE00], [0x30A6, 0xDFFF, 0x30A3],
    ])
    func loneSurrogatesAreReplacementCharacters(units: [UInt16]) {
        let expected = String(decoding: units, as: UTF16.self)
        #expect(UTF16Transcoding.string(units).utf8.elementsEqual(expected.utf8))
        #expect(UTF16Transcoding.string(units).unicodeScalars.filter { $0 == "\u{FFFD}" }.count
            == expected.unicodeScalars.filter { $0 == "\u{FFFD}" }.count)
    }

    @Test func randomUnitsMatchTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        // Units drawn from every class: ASCII, two-byte, three-byte, high and low surrogates.
        let classes: [ClosedRange<UInt16>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xD800...0xDBFF, 0xDC00...0xDFFF, 0xE000...0xFFFF]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...40, using: &generator)
            let units = (0..<count).map { _ in UInt16.random(in: classes.randomElement(using: &generator)!, using: &generator) }
            let expected = String(decoding: units, as: UTF16.self)
            let got = UTF16Transcoding.string(units)
            #expect(got.utf8.elementsEqual(expected.utf8), "units \(units)")
            #expect(UTF16Transcoding.units(of: got) == Array(expected.utf16))
        }
    }

    /// Every Japanese and Chinese subtitle file of the perf corpus, and its lines, round trip.
    @Test func realCorpusText() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/perf-corpus/wwdc18")
            .standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            print("skipped: no perf corpus at \(folder.path)")
            return
        }
        for name in names.sorted().prefix(30) {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let units = UTF16Transcoding.units(of: text)
            #expect(units == Array(text.utf16), "\(name)")
            #expect(UTF16Transcoding.string(units) == text, "\(name)")
            var start = 0
            for (offset, unit) in units.enumerated() where unit == 0x0A {
                let line = units[start..<offset]
                #expect(UTF16Transcoding.string(line).utf8.elementsEqual(String(decoding: line, as: UTF16.self).utf8))
                start = offset + 1
            }
        }
    }
}
