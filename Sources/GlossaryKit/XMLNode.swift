#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// A minimal element tree built by ``XMLTreeBuilder``, with the location of every start tag.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    let column: Int
    var children: [XMLNode] = []
    var text = ""

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The element's name without a namespace prefix.
    var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    func children(named local: String) -> [XMLNode] { children.filter { $0.localName == local } }
    func child(named local: String) -> XMLNode? { children.first { $0.localName == local } }
}

/// Parses XML into an ``XMLNode`` tree with FoundationXML's `XMLParser`, keeping line and column.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLNode] = []
    private(set) var root: XMLNode?
    private weak var parser: XMLParser?

    /// The deepest element nesting accepted. TBX needs about ten levels; the limit keeps a hostile
    /// file (40,000 nested elements) from exhausting the stack in the parser or in freeing the tree.
    static let maximumDepth = 256

    /// Parses `data`; throws a located error for XML that is not well-formed, nested deeper than
    /// ``maximumDepth``, or declaring entities (which TermBridge neither expands nor drops).
    ///
    /// The parser reads from a stream in chunks, so files beyond libxml2's 10 MB single-buffer
    /// limit (a 20,000-concept termbase) load.
    ///
    /// - Complexity: O(*n*) in the size of the document.
    static func parse(_ data: Data, file: String) throws(GlossaryError) -> XMLNode {
        if let declaration = entityDeclaration(in: data) {
            throw .malformed(
                file: file, line: declaration.line, column: declaration.column,
                message: "the document declares the entity '\(declaration.name)'; entities are not expanded "
                    + "(write the text in place of each '&\(declaration.name);')")
        }
        let parser = XMLParser(stream: InputStream(data: givingInstructionsData(try utf8Data(data, file: file))))
        let builder = XMLTreeBuilder()
        builder.parser = parser
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        // FoundationXML on Linux recovers from some errors and still returns true: the first error
        // reported to the delegate counts.
        if let first = builder.firstError {
            throw .malformed(file: file, line: max(first.line, 1), column: max(first.column, 1), message: "malformed xml: \(first.reason)")
        }
        guard ok, let root = builder.root else {
            let code = parser.parserError.map { ($0 as NSError).code } ?? 0
            throw .malformed(
                file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                message: "malformed xml: \(builder.root == nil && code == 0 ? "no root element" : Self.reason(code))")
        }
        return root
    }

    private(set) var firstError: (line: Int, column: Int, reason: String)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = (parser.lineNumber, parser.columnNumber, Self.reason((parseError as NSError).code))
        parser.abortParsing()
    }

    /// A lowercase description of an `XMLParser` error code.
    static func reason(_ code: Int) -> String {
        switch code {
        case 4: "empty document"
        case 5: "unexpected end of document"
        case 9: "invalid character"
        case 23: "unescaped '&' or unknown entity"
        case 26: "undeclared entity"
        case 38, 39, 40, 41: "malformed attribute"
        case 64, 65, 66, 67, 68, 73, 74: "malformed tag"
        case 76: "closing tag does not match the open element"
        case 77: "extra content after the root element"
        case 85: "unclosed element at end of document"
        default: "parser error \(code)"
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard stack.count < Self.maximumDepth else {
            if firstError == nil {
                firstError = (
                    parser.lineNumber, parser.columnNumber,
                    "elements nested deeper than \(Self.maximumDepth) levels (at '\(elementName)')"
                )
            }
            parser.abortParsing()
            return
        }
        let node = XMLNode(name: elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    /// The first `<!ENTITY` declaration inside a `<!DOCTYPE … [ … ]>` internal subset, located.
    /// The first occurrence of `needle` (ASCII) in `bytes` at or after `start`.
    /// - Complexity: O(n · m); a plain loop, many times faster here than the generic `firstRange(of:)`.
    static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack -> Range<Int>? in
            var i = start
            let last = haystack.count - pattern.count
            while i <= last {
                if haystack[i] == first {
                    var j = 1
                    while j < pattern.count && haystack[i + j] == pattern[j] { j += 1 }
                    if j == pattern.count { return i..<(i + pattern.count) }
                }
                i += 1
            }
            return nil
        }
    }

    static func entityDeclaration(in data: Data) -> (name: String, line: Int, column: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard let doctype = find("<!DOCTYPE", in: bytes, from: 0),
            let entity = find("<!ENTITY", in: bytes, from: doctype.upperBound)
        else { return nil }
        if let close = find("]>", in: bytes, from: doctype.upperBound), close.lowerBound < entity.lowerBound {
            return nil
        }
        let before = bytes[..<entity.lowerBound]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = entity.lowerBound - lineStart + 1
        let rest = bytes[entity.upperBound...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "%") }
        let name = String(decoding: rest.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.prefix(64), as: UTF8.self)
        return (name, line, column)
    }
}
