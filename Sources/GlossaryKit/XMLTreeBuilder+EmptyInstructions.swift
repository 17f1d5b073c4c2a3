import Foundation

extension XMLTreeBuilder {
    /// `data` with a space written into every processing instruction that has no data (`<?x?>`
    /// becomes `<?x ?>`), outside comments and CDATA sections.
    ///
    /// libxml2 reports such an instruction with a null data pointer, and FoundationXML on Linux
    /// reads that pointer as a C string: a one-line file `<?x?>` crashed every command that read it
    /// as TBX. With the space, libxml2 reports empty data, which is what the instruction means;
    /// only the columns after the instruction on its line move by one.
    /// - Complexity: O(*n*) in the size of `data`; `data` itself when it has no such instruction.
    static func givingInstructionsData(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var insertions: [Int] = []
        var i = 0
        func starts(with marker: [UInt8], at index: Int) -> Bool {
            index + marker.count <= bytes.count && bytes[index..<(index + marker.count)].elementsEqual(marker)
        }
        func skip(past marker: [UInt8], from index: Int) -> Int {
            var j = index
            while j < bytes.count, !starts(with: marker, at: j) { j += 1 }
            return min(bytes.count, j + marker.count)
        }
        let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts(with: commentOpen, at: i) {
                i = skip(past: commentClose, from: i + commentOpen.count)
            } else if starts(with: cdataOpen, at: i) {
                i = skip(past: cdataClose, from: i + cdataOpen.count)
            } else if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "?") {
                // The target runs to white space or `?`.
                var j = i + 2
                while j < bytes.count, bytes[j] != UInt8(ascii: "?"), bytes[j] > 0x20 { j += 1 }
                if j > i + 2, j + 1 < bytes.count, bytes[j] == UInt8(ascii: "?"), bytes[j + 1] == UInt8(ascii: ">") {
                    insertions.append(j)
                }
                i = j
            } else {
                i += 1
            }
        }
        guard !insertions.isEmpty else { return data }
        var result = [UInt8]()
        result.reserveCapacity(bytes.count + insertions.count)
        var start = 0
        for position in insertions {
            result += bytes[start..<position]
            result.append(0x20)
            start = position
        }
        result += bytes[start...]
        return Data(result)
    }
}
