/// When the text on one line of a subtitle file is on screen: its cue's start and end, in
/// milliseconds from the start of the video.
public struct CueTiming: Hashable, Sendable, Codable {
    /// The 1-based line of the cue's text.
    public var line: Int
    public var start: Int
    public var end: Int

    public init(line: Int, start: Int, end: Int) {
        self.line = line
        self.start = start
        self.end = end
    }
}

extension Document {
    /// When the text on `lines` is on screen: from the earliest start to the latest end of the cues
    /// whose text is on those lines; nil when none is (a document that is no subtitle file).
    /// - Complexity: O(log *n* + *k*) for *n* timed lines, *k* of them in `lines`.
    public func cueTime(lines: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard !cueTimings.isEmpty else { return nil }
        var low = 0, high = cueTimings.count
        while low < high {
            let mid = (low + high) / 2
            if cueTimings[mid].line < lines.lowerBound { low = mid + 1 } else { high = mid }
        }
        var start = Int.max, end = Int.min
        var index = low
        while index < cueTimings.count, cueTimings[index].line <= lines.upperBound {
            start = min(start, cueTimings[index].start)
            end = max(end, cueTimings[index].end)
            index += 1
        }
        guard start != Int.max else { return nil }
        return start...max(start, end)
    }
}
