/// The TBX-Basic picklist of `termLocation` (where a UI term appears), and how the values
/// TermBridge's glossary uses beyond it are written.
///
/// TBX-Basic allows only the values in ``values``. TermBridge's glossary also names App Store UI
/// places the picklist lacks: `sheet` (a modal sheet), `switch` (a toggle) and `section` (a titled
/// group of a settings page), plus `page`. On writing, such a value becomes its nearest picklist
/// value (``picklistValue(for:)``) and the exact value is kept in a term note
/// `termLocation: VALUE` (``notePrefix``); on reading, that note restores the exact value. A
/// third-party file's value outside the picklist is read as written, with a warning.
public enum TermLocationPicklist {
    /// The TBX-Basic picklist.
    public static let values: Set<String> = [
        "checkBox", "comboBox", "comboBoxElement", "dialogBox", "groupBox", "informativeMessage",
        "interactiveMessage", "menuItem", "progressBar", "pushButton", "radioButton", "slider", "spinBox", "tab",
        "tableText", "textBox", "toolTip", "user-definedType",
    ]

    /// The start of the term note that keeps a value outside the picklist.
    public static let notePrefix = "termLocation: "

    /// The picklist value written for `value`: itself when in the picklist, else the nearest one.
    public static func picklistValue(for value: String) -> String {
        if values.contains(value) { return value }
        switch value {
        case "sheet", "alert", "dialog", "popover": return "dialogBox"
        case "switch", "toggle": return "checkBox"
        case "section", "group", "page": return "groupBox"
        case "textField", "searchField": return "textBox"
        case "button", "link": return "pushButton"
        default: return "user-definedType"
        }
    }
}
