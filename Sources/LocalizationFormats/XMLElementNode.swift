/// An XML element as `XMLScanner` reads it, with the byte offsets of its start tag and content.
final class XMLElementNode: Sendable {
    let name: String
    let attributes: [String: String]
    let children: [XMLElementNode]
    /// The decoded character data directly inside the element (text and CDATA, entities resolved).
    let text: String
    /// The byte offset of the `<` of the start tag.
    let offset: Int
    /// The bytes between the start tag and the end tag (empty at the start tag's end for `<x/>`).
    let contentRange: Range<Int>

    init(
        name: String, attributes: [String: String], children: [XMLElementNode], text: String, offset: Int,
        contentRange: Range<Int>
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.offset = offset
        self.contentRange = contentRange
    }

    /// The element's name without its namespace prefix.
    var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    /// The child elements named `name`.
    func children(named name: String) -> [XMLElementNode] { children.filter { $0.localName == name } }

    /// The first child element named `name`.
    func child(_ name: String) -> XMLElementNode? { children.first { $0.localName == name } }
}
