/// Katakana that continues the syllable before it and cannot begin a word: `ー`, the small kana, the
/// iteration marks (full and half width). The term matcher refuses a katakana term cut before one
/// (`サーバ` in `サーバー`), and the search index a compound's part that would start with one.
public enum KatakanaContinuation {
    /// Whether the UTF-16 unit `unit` is such a character.
    public static func contains(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30FC, 0x30FD, 0x30FE, 0xFF70, 0xFF9E, 0xFF9F: true
        case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6: true
        case 0x31F0...0x31FF, 0xFF67...0xFF6F: true
        default: false
        }
    }
}
