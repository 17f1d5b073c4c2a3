import Testing

@testable import GlossaryKit

/// A translation written with its English term in parentheses, as real glossaries do.
@Suite struct GlossaryCSVEnglishGlossTests {
    @Test func dropsTheEnglishTermInParenthesesFromATranslation() throws {
        let csv = """
            id,subjectField,en,ja,zh-Hans
            admission-controller,,*Admission Controller,*アドミッションコントローラー,*准入控制器（Admission Controller）
            pod,,*Pod,*Pod,*Pod (pod)
            volume,,*Volume,*ボリューム,*卷（存储）

            """
        let glossary = try GlossaryCSV.import(csv, file: "glossary.csv")
        let zh = glossary.concepts.map { $0.terms["zh-Hans"]?.first?.text }
        #expect(zh == ["准入控制器", "Pod", "卷（存储）"], "only a parenthesis holding the English term goes")
        #expect(glossary.concepts[0].terms["zh-Hans"]?.first?.notes == ["written in the glossary as '准入控制器（Admission Controller）'"])
        #expect(glossary.concepts[0].terms["zh-Hans"]?.first?.status == .preferred)
    }
}
