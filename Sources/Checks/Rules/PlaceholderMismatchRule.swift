import LocalizationFormats

/// `placeholder-mismatch`: the format specifiers of a translation differ from its source's.
///
/// Specifiers are compared by argument: a positional one (`%2$@`) names its argument, the others
/// take the next one in order. The translation must read every argument the source reads, with the
/// same kind (`%@`, 32- or 64-bit integer, floating point, …), and no other; it must use the same
/// substitution variables (`%#@name@`) and as many `%%`. A plural variation `zero`, `one` or `two`
/// may leave its number out ("one item"), so there a missing argument is not reported, and it is
/// compared with the source's `other` form (whose own `one` may leave the number out as well). A
/// `.stringsdict` format key (`%#@name@` for a source without substitutions) is checked through its
/// categories only.
struct PlaceholderMismatchRule: CheckRule {
    let descriptor = RuleDescriptor.placeholderMismatch

    func findings(in context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for file in context.catalogs {
            for entry in file.entries where entry.shouldTranslate {
                for value in entry.values {
                    let lenient = ["zero", "one", "two"].contains(value.pluralCategory ?? "")
                    // The source's own `one` may leave the number out too ("An error found."): a
                    // category's arguments are those the source's `other` passes.
                    let variation = lenient ? value.variation.dropLast(value.pluralCategory?.count ?? 0) + "other" : value.variation
                    guard let source = entry.sourceText(for: variation) else { continue }
                    for problem in Self.problems(source: source, translation: value.text, allowingMissing: lenient) {
                        let location =
                            problem.token.map { file.location(of: $0, in: value) } ?? file.location(of: value)
                        result.append(
                            finding(
                                at: location, message: "'\(entry.shownKey)' (\(value.language)): \(problem.message)",
                                text: problem.token ?? value.text))
                    }
                }
            }
        }
        return result
    }

    /// What differs between the specifiers of `source` and `translation`: a message and the
    /// translation's specifier concerned, if it has one.
    static func problems(
        source: String, translation: String, allowingMissing: Bool = false
    ) -> [(message: String, token: String?)] {
        let expected = FormatPlaceholder.all(in: source)
        let found = FormatPlaceholder.all(in: translation)
        var problems: [(String, String?)] = []
        // A `.stringsdict` format key (`%#@count@`) stands for its source key (`%lld items`): its
        // arguments are checked in the rule's categories.
        if found.contains(where: { $0.kind == .substitution }), !expected.contains(where: { $0.kind == .substitution })
        {
            return []
        }
        func arguments(_ list: [FormatPlaceholder]) -> [Int: FormatPlaceholder] {
            var map: [Int: FormatPlaceholder] = [:]
            var next = 1
            for placeholder in list where placeholder.kind != .percent && placeholder.kind != .substitution {
                let position = placeholder.position ?? next
                if placeholder.position == nil { next += 1 }
                if map[position] == nil { map[position] = placeholder }
            }
            return map
        }
        let want = arguments(expected)
        let have = arguments(found)
        for position in Set(want.keys).union(have.keys).sorted() {
            switch (want[position], have[position]) {
            case (let w?, let h?) where w.kind != h.kind:
                problems.append(
                    (
                        "argument \(position) is '\(w.text)' (\(w.kind.rawValue)) in the source but '\(h.text)' (\(h.kind.rawValue)) in the translation",
                        h.text
                    ))
            case (let w?, nil) where !allowingMissing:
                problems.append(("the translation lacks '\(w.text)' (argument \(position)) of the source", nil))
            case (nil, let h?):
                problems.append(("'\(h.text)' reads argument \(position), which the source does not pass", h.text))
            default: break
            }
        }
        let wantNames = expected.compactMap(\.name).sorted()
        let haveNames = found.compactMap(\.name).sorted()
        for name in Set(wantNames).subtracting(haveNames).sorted() {
            problems.append(("the translation lacks the substitution '%#@\(name)@' of the source", nil))
        }
        for placeholder in found where placeholder.kind == .substitution && !wantNames.contains(placeholder.name ?? "")
        {
            problems.append(("'\(placeholder.text)' names a substitution the source does not have", placeholder.text))
        }
        let wantPercent = expected.filter { $0.kind == .percent }.count
        let havePercent = found.filter { $0.kind == .percent }.count
        if wantPercent != havePercent {
            problems.append(
                (
                    "the source has \(wantPercent) '%%' and the translation \(havePercent)",
                    havePercent > wantPercent ? "%%" : nil
                ))
        }
        // A value far from its source (a string of thousands of specifiers, a translation pasted
        // into the wrong key) is one problem to fix, not thousands of findings.
        if problems.count > maximumProblems {
            let shown = problems.prefix(maximumProblems - 1)
            problems = Array(shown) + [
                ("and \(problems.count - shown.count) more differences of its format specifiers from the source's"
                    + " (\(expected.count) in the source, \(found.count) in the translation)", nil)
            ]
        }
        return problems
    }

    /// The most findings one value gets: past it, the last says how many more differences there are.
    static let maximumProblems = 5
}
