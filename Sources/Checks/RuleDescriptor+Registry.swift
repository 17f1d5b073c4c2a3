extension RuleDescriptor {
    public static let deprecatedTerm = RuleDescriptor(
        id: "deprecated-term", defaultSeverity: .error,
        shortDescription: "a deprecated or superseded glossary term is used",
        help: "The text uses a term whose glossary status is deprecated or superseded. Replace it with the preferred term of the same concept, which the finding suggests.")
    public static let inconsistentTerm = RuleDescriptor(
        id: "inconsistent-term", defaultSeverity: .warning,
        shortDescription: "one concept is rendered by different terms",
        help: "The same glossary concept appears under different terms in one document or across the documents of one language. The finding lists each variant with its count and locations and names the one the glossary prefers; use that one throughout.")
    public static let variantSpelling = RuleDescriptor(
        id: "variant-spelling", defaultSeverity: .warning,
        shortDescription: "an orthographic variant of a glossary term is used",
        help: "The text spells a glossary term differently only in long vowels, small kana (ウィ/ウイ), ヴ/ブ, character width or middle dots. Write the glossary spelling.")
    public static let inconsistentSpelling = RuleDescriptor(
        id: "inconsistent-spelling", defaultSeverity: .warning,
        shortDescription: "a word is written with two spellings",
        help: "A word is written in the documents of one language in two ways: a katakana word that is not in the glossary with spellings that differ only in long vowels, small kana (ウィ/ウイ), ヴ/ブ, character width or middle dots; a Japanese word in kanji and in kana (全て/すべて) or with and without its okurigana (読み込み/読込み); a Chinese word in two variant forms (其他/其它, 账户/帐户). Write the spelling the documents usually use, or the one the glossary's terms write, which the finding suggests; or add the word to the glossary with the spelling you want.")
    public static let nearMiss = RuleDescriptor(
        id: "near-miss", defaultSeverity: .warning,
        shortDescription: "a string is close to a glossary term or to a word the documents write often, but is not a known variant",
        help: "The text is within a small edit distance of a glossary term, or is written once and one edit away from a katakana word the documents of its language write often, and is probably a typo, such as a duplicated syllable. Correct it to the suggested spelling, or add it to the glossary if it is a real term.")
    public static let repeatedWord = RuleDescriptor(
        id: "repeated-word", defaultSeverity: .warning,
        shortDescription: "a particle or function word is written twice in a row",
        help: "A Japanese particle (をを, のの), a Chinese function word (的的, 是是) or, in written English, an article, preposition or conjunction (the the, to to) is written twice in a row. Delete one copy. Chinese copies are not reported where ICU's word breaks show two words that meet (为了了解 is 为了 and 了解, 目的的 is 目的 and 的); reduplicated words (看看) are not checked, nor English transcripts of speech.")
    public static let unknownTerm = RuleDescriptor(
        id: "unknown-term", defaultSeverity: .info,
        shortDescription: "a frequent term-like string is not in the glossary",
        help: "A katakana run or API-adjacent noun occurs often but is not a glossary term. Consider adding it to the glossary so that its translations can be checked.")
    public static let uiLabelCase = RuleDescriptor(
        id: "ui-label-case", defaultSeverity: .warning,
        shortDescription: "a UI label is quoted with different capitalisation",
        help: "The same quoted UI label appears with different capitalisation (for example 'Win-Back Offers' and 'Win-back Offers'). Use the capitalisation of the actual interface everywhere.")
    public static let parityMissingLabel = RuleDescriptor(
        id: "parity-missing-label", defaultSeverity: .warning,
        shortDescription: "a quoted UI label is missing from the aligned segment of another language",
        help: "A UI label or other quoted Latin string appears in one language of a parallel group but not in the aligned segment of another. Add the label so readers can find the control.")
    public static let parityNumberMismatch = RuleDescriptor(
        id: "parity-number-mismatch", defaultSeverity: .warning,
        shortDescription: "aligned segments contain different numbers",
        help: "Two aligned segments of a parallel group mention different numbers (prices, durations, counts). Check which one is right and correct the other.")
    public static let parityAPIMention = RuleDescriptor(
        id: "parity-api-mention", defaultSeverity: .warning,
        shortDescription: "an API is mentioned in one language only",
        help: "An API symbol appears in an aligned segment of one language but not in the other. Mention it in both so that readers of either language can look it up.")
    public static let parityAvailability = RuleDescriptor(
        id: "parity-availability", defaultSeverity: .error,
        shortDescription: "availability facts disagree between languages",
        help: "Aligned segments state different availability (platform, OS version, region or date). Check the source and correct the wrong translation.")
    public static let parityTermPair = RuleDescriptor(
        id: "parity-term-pair", defaultSeverity: .info,
        shortDescription: "aligned terms are not a glossary translation pair",
        help: "Aligned segments render a concept with terms that the glossary does not list as translations of each other. Use the glossary pair, or add the pair to the glossary if it is right.")
    public static let parityKeyTerm = RuleDescriptor(
        id: "parity-key-term", defaultSeverity: .info,
        shortDescription: "a glossary term has no translation in the aligned text of another language",
        help: "A glossary term appears in one language of a parallel group, but none of its translations appears in the aligned paragraphs of the other language, nor its English name (in Japanese also written in katakana), nor a wider concept that holds it; or both paragraphs name it, this one more often, and a sentence names it more often than its aligned counterpart (reported at that sentence, with the counts). A translation that leaves it out of five or more paragraphs, and of at least half of those that name it, is reported once for that document, with the count and lines. Translate the term as the glossary says, or check that the sentence was translated at all.")
    public static let termTranslation = RuleDescriptor(
        id: "term-translation", defaultSeverity: .warning,
        shortDescription: "an app string's translation does not use the glossary term for a term of its source",
        help: "The English source of an app string contains a glossary term (leftmost-longest match, as in documents) and the translation holds none of that concept's preferred or admitted terms for its language, or holds a deprecated one. Use the suggested term; suppress with the finding's fingerprint when the sentence rightly avoids it.")
    public static let placeholderMismatch = RuleDescriptor(
        id: "placeholder-mismatch", defaultSeverity: .error,
        shortDescription: "a translation's format specifiers differ from its source's",
        help: "A translation lacks a format specifier of its source (%@, %lld, %1$@, %#@name@, %%), has one more, reads an argument as another type, or puts positional arguments on the wrong types. At run time that prints the wrong value or crashes. Write the source's specifiers; reorder them with positions (%2$@ %1$lld).")
    public static let missingTranslation = RuleDescriptor(
        id: "missing-translation", defaultSeverity: .warning,
        shortDescription: "a language the file declares has no value for a string",
        help: "The file declares a language (a catalogue localisation, an XLIFF target-language) but a string to translate has no value in it, so the app shows the source text. Translate it, or mark the string shouldTranslate: false.")
    public static let needsReview = RuleDescriptor(
        id: "needs-review", defaultSeverity: .warning,
        shortDescription: "a translation's state is not translated",
        help: "A value's state is needs_review (the source changed after translation) or new (not translated yet). Review it and set the state to translated.")
    public static let cjkPunctuation = RuleDescriptor(
        id: "cjk-punctuation", defaultSeverity: .warning,
        shortDescription: "ASCII punctuation after CJK characters, or half-width katakana",
        help: "A Japanese or Chinese app string value or document uses an ASCII comma, full stop, colon, semicolon, '!' or '?' after a CJK character where the language writes the full-width form (，。：、), or a value uses half-width katakana (ｵﾌｧｰ). Write the suggested full-width form; --fix converts half-width katakana in app strings. In Japanese documents an ASCII colon, common before a list or a code block, is left alone.")
    public static let cjkSpacing = RuleDescriptor(
        id: "cjk-spacing", defaultSeverity: .warning,
        shortDescription: "a Latin word is spaced from Japanese or Chinese text otherwise than the rest of its page",
        help: "A Markdown page or article sets Latin words off from the Japanese or Chinese text beside them with a space in at least 90% of 20 or more places (or without one), and this place is written the other way (创建 Pod并指定). Write it as the page does, which the finding suggests. Single letters, numbers, URLs, code spans and transcripts are not checked.")
    public static let inconsistentTranslation = RuleDescriptor(
        id: "inconsistent-translation", defaultSeverity: .warning,
        shortDescription: "one source string is translated differently across keys",
        help: "The same English source string has different translations in one language under different keys. Users see two wordings of one thing; use the most frequent translation (suggested) unless the contexts really differ.")

    /// Every rule, in registry order (the order of SARIF `tool.driver.rules`).
    public static let all: [RuleDescriptor] = [
        .deprecatedTerm, .inconsistentTerm, .variantSpelling, .inconsistentSpelling, .nearMiss, .repeatedWord, .unknownTerm, .uiLabelCase,
        .parityMissingLabel, .parityNumberMismatch, .parityAPIMention, .parityAvailability, .parityTermPair,
        .parityKeyTerm,
        .termTranslation, .placeholderMismatch, .missingTranslation, .needsReview, .cjkPunctuation, .cjkSpacing,
        .inconsistentTranslation,
        .availabilityMismatch, .unknownAPI, .undefinedIdentifier, .claimContradicted,
    ]
}
