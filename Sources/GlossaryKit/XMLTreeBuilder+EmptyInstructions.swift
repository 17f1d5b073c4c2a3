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
        func starts(with marker: StaticString, at index: Int) -> Bool {
            let pattern = UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount)
            return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts(with: "<!--", at: i) {
                i = find("-->", in: bytes, from: i + 4)?.upperBound ?? bytes.count
            } else if starts(with: "<![CDATA[", at: i) {
                i = find("]]>", in: bytes, from: i + 9)?.upperBound ?? bytes.count
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
