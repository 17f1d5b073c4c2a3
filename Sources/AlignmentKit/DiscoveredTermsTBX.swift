/// Writes discovered term pairs as a TBX v3 (TBX-Basic, DCA) file for review.
///
/// One `conceptEntry` per candidate, ids `discovered-1`, `discovered-2`, …; each term has
/// administrative status `admittedTerm-admn-sts` and the concept a note "discovered" with the score
/// and count. The shape follows the project's glossary TBX (docs: TBX_FORMAT).
public enum DiscoveredTermsTBX {
    /// The TBX document for the candidates.
    public static func tbx(_ candidates: [TermCandidate], sourceDescription: String) -> String {
        func e(_ s: String) -> String { TMXWriter.escape(s) }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx xmlns="urn:iso:std:iso:30042:ed-2" type="TBX-Basic" style="dca" xml:lang="en">
              <tbxHeader>
                <fileDesc>
                  <titleStmt>
                    <title>Discovered term pairs</title>
                  </titleStmt>
                  <sourceDesc>
                    <p>\(e(sourceDescription))</p>
                  </sourceDesc>
                </fileDesc>
              </tbxHeader>
              <text>
                <body>

            """
        for (index, c) in candidates.enumerated() {
            out += "      <conceptEntry id=\"discovered-\(index + 1)\">\n"
            out +=
                "        <note>discovered (score \(TMXWriter.format2(c.score)), \(c.count) aligned segments)</note>\n"
            var sections: [(String, String, String?)] = []
            if let en = c.en { sections.append(("en", en, nil)) }
            let example = c.examples.first?.components(separatedBy: " ⟷ ")
            sections.append(("ja", c.ja, example?.first))
            sections.append(("zh-Hans", c.zhHans, example?.last))
            for (language, term, context) in sections {
                out += "        <langSec xml:lang=\"\(language)\">\n"
                out += "          <termSec>\n"
                out += "            <term>\(e(term))</term>\n"
                out += "            <termNote type=\"administrativeStatus\">admittedTerm-admn-sts</termNote>\n"
                if let context {
                    out += "            <descripGrp>\n"
                    out += "              <descrip type=\"context\">\(e(context))</descrip>\n"
                    out += "            </descripGrp>\n"
                }
                out += "          </termSec>\n"
                out += "        </langSec>\n"
            }
            out += "      </conceptEntry>\n"
        }
        out += "    </body>\n  </text>\n</tbx>\n"
        return out
    }
}
