import AlignmentKit
import TextKit
import Synchronization

extension UnknownTermRule {
    /// Chinese has no katakana to mark its technical vocabulary, so its candidates are the recurring
    /// compounds of its prose (``TermCandidateExtractor/compoundCandidates(in:)``): two or more pieces
    /// (ICU words of a Han run, or a Latin word written with one: `RenewalInfo 结构`) with at least three
    /// Han characters, no glossary term reaching into them, outside code lines, set off as a name at least
    /// once (quoted, or written with an API name: `isMarked`). A candidate that never
    /// occurs without a longer reported one around it is left out, and so are compounds made only of
    /// the everyday words of technical prose (`commonChineseWords`).
    ///
    /// - Complexity: O(*n*) per document line plus ICU word breaking, then O(*c*²) over the *c* candidates
    ///   that recur often enough.
    func chineseCandidates(in context: CheckContext, tally: ChineseTally) -> [Diagnostic] {
        let candidates = tally.candidates
        // A piece of a longer candidate that occurs as often is that candidate's, not a term of its own:
        // the largest count of a recurring candidate around each one that could be reported, per
        // language. (Only recurring candidates enclose: the rest need not be compared.)
        var counts: [String: [(text: String, count: Int)]] = [:]
        var reportable: [String: [Int]] = [:]
        for (slot, candidate) in candidates.enumerated() where candidate.count >= Self.minimumCount {
            let language = context.analyses[candidate.first.analysis].language
            counts[language, default: []].append((candidate.text, candidate.count))
            if candidate.marked { reportable[language, default: []].append(slot) }
        }
        var around: [Int: Int] = [:]
        for (language, slots) in reportable {
            let found = Self.enclosingCounts(of: counts[language] ?? [], around: slots.map { candidates[$0].text })
            for (slot, count) in zip(slots, found) where count > 0 { around[slot] = count }
        }
        var result: [Diagnostic] = []
        for (slot, candidate) in candidates.enumerated() where candidate.count >= Self.minimumCount && candidate.marked {
            let text = candidate.text
            let analysis = context.analyses[candidate.first.analysis]
            let language = analysis.language
            if let around = around[slot], around >= candidate.count { continue }
            let documents = candidate.documents == 1 ? "1 document" : "\(candidate.documents) documents"
            let named = [analysis.id] + candidate.named.map { context.analyses[$0].id }
            result.append(
                finding(
                    at: analysis.location(of: candidate.first.range),
                    message: "'\(text)' occurs \(candidate.count) times in \(documents) (\(language)) but is not in the glossary",
                    text: text,
                    notes: ["in " + named.joined(separator: ", ") + (candidate.documents > 5 ? ", …" : "")]))
        }
        return result
    }

    /// The Chinese documents' candidates counted so far, in document order: one table lookup per
    /// entry of a summary, by the text's UTF-8 bytes (hashing Chinese strings as `String`s normalises
    /// them first, and took most of the rule's time), each candidate updated in place in a list kept in
    /// order of first occurrence. Tables grown as needed: a corpus's documents share most of their
    /// compounds (the perf corpus has 132,346 entries for 114,304 compounds; ten copies of it ten
    /// times the entries for as many).
    struct ChineseTally {
        /// One per distinct compound of the corpus, most of them in one document only: what the
        /// finding says of the documents is kept, not the list of them. Held in place, without an
        /// allocation of its own (a list of the named documents was one per compound met twice:
        /// 114,304 of them on the perf corpus ×4), in 64 bytes (72 and the list's before).
        struct Candidate {
            var text: String
            var count = 0
            /// How many documents have it.
            var documents: Int32 = 1
            /// Whether one occurrence is quoted or written next to an API name.
            var marked = false
            /// The first document's index and the UTF-16 span of its first occurrence there.
            private var firstAnalysis: Int32, firstStart: Int32, firstEnd: Int32
            /// The second to fifth documents (`documents - 1` of them, at most four).
            private var second: Int32 = 0, third: Int32 = 0, fourth: Int32 = 0, fifth: Int32 = 0

            init(text: String, first analysis: Int, range: Range<Int>) {
                self.text = text
                (firstAnalysis, firstStart, firstEnd) = (Int32(analysis), Int32(range.lowerBound), Int32(range.upperBound))
            }

            var first: (analysis: Int, range: Range<Int>) { (Int(firstAnalysis), Int(firstStart)..<Int(firstEnd)) }

            /// The second to fifth documents that have it, named in the finding after the first.
            var named: [Int] { Array([second, third, fourth, fifth].prefix(Int(min(documents - 1, 4))).map { Int($0) }) }

            /// Counts another document, `analysis`, that has it.
            mutating func addDocument(_ analysis: Int) {
                documents += 1
                switch documents {
                case 2: second = Int32(analysis)
                case 3: third = Int32(analysis)
                case 4: fourth = Int32(analysis)
                case 5: fifth = Int32(analysis)
                default: break
                }
            }
        }
        private(set) var candidates: [Candidate] = []
        private var slots: [String: [HashedKey: Int]] = [:]

        /// A compound's text with the hash of its UTF-8 bytes computed once: the table grows by
        /// doubling, and hashing every compound's bytes again at each growth cost more than the
        /// lookups.
        struct HashedKey: Hashable {
            let text: String
            let digest: Int

            init(_ text: String) {
                var bytes = text
                digest = bytes.withUTF8 { utf8 in
                    var hasher = Hasher()
                    hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
                    return hasher.finalize()
                }
                self.text = text
            }

            func hash(into hasher: inout Hasher) { hasher.combine(digest) }

            static func == (a: Self, b: Self) -> Bool { a.digest == b.digest && UTF8Key(a.text) == UTF8Key(b.text) }
        }

        /// Counts the candidates of `context.analyses[index]`, a document in `language`.
        mutating func add(_ occurrences: ChineseOccurrences, of index: Int, language: String) {
            guard !occurrences.entries.isEmpty else { return }
            var inLanguage = slots.removeValue(forKey: language) ?? [:]
            for entry in occurrences.entries {
                let slot: Int
                let key = HashedKey(entry.text)
                if let known = inLanguage[key] {
                    slot = known
                    // (A summary lists a compound once: another entry is another document.)
                    candidates[slot].addDocument(index)
                } else {
                    slot = candidates.count
                    inLanguage[key] = slot
                    candidates.append(Candidate(text: entry.text, first: index, range: entry.start..<entry.end))
                }
                candidates[slot].count += entry.count
                if entry.marked { candidates[slot].marked = true }
            }
            slots[language] = inLanguage
        }
    }

    /// The candidates of one Chinese document, in order of first occurrence: each with its number of
    /// occurrences, its first one's span, and whether one of them is set off as a name (`isMarked`).
    /// The rule's summary of a document.
    struct ChineseOccurrences: Sendable {
        struct Entry: Sendable {
            var text: String
            var count: Int
            /// The UTF-16 span of the first occurrence in the document's text.
            var start: Int
            var end: Int
            var marked: Bool
        }
        var entries: [Entry] = []
    }

    /// Whether a compound is term-like (`isChineseTermLike`): its shape is tested at once, and the
    /// words of one of term shape, which depend on its text only, are judged once per check, not once
    /// per document (the ICU word breaks of every candidate were a third of the rule's time, and a
    /// corpus's documents share many compounds).
    ///
    /// Only compounds that pass the shape test are remembered (a third of the questions on the perf
    /// corpus do not). A corpus's distinct compounds are hundreds of thousands, most of them met once
    /// (380,000 distinct in 460,000 questions on the perf corpus), so each is remembered by a 128-bit
    /// digest of its UTF-8 bytes (two SipHash streams) rather than by its text: 17 bytes a slot
    /// instead of a key of 24 and a string of its own for any text over 15 bytes (40 MB on the perf
    /// corpus ×4 at the check's peak). Two compounds share a digest with a probability of about
    /// n²/2¹²⁹, 10⁻²⁷ for a million compounds.
    final class ChineseVerdicts: Sendable {
        private struct Key: Hashable {
            var first: UInt64
            var second: UInt64

            init(_ candidate: CandidateOccurrence) {
                var text = candidate.text
                (first, second) = text.withUTF8 { utf8 in
                    let bytes = UnsafeRawBufferPointer(utf8)
                    var a = Hasher(), b = Hasher()
                    a.combine(UInt8(0))
                    b.combine(UInt8(1))
                    a.combine(bytes: bytes)
                    b.combine(bytes: bytes)
                    return (UInt64(UInt(bitPattern: a.finalize())), UInt64(UInt(bitPattern: b.finalize())))
                }
            }

            func hash(into hasher: inout Hasher) { hasher.combine(first) }
        }
        private let known = Mutex<[Key: Bool]>([:])

        init() {}

        func isTermLike(_ candidate: CandidateOccurrence) -> Bool {
            // The shape depends on the number of pieces too, the words on the text alone.
            guard UnknownTermRule.hasTermShape(candidate) else { return false }
            let key = Key(candidate)
            if let verdict = known.withLock({ $0[key] }) { return verdict }
            let verdict = UnknownTermRule.hasTermWords(candidate)
            known.withLock { $0[key] = verdict }
            return verdict
        }
    }

    /// The candidate occurrences of one Chinese document (`ChineseOccurrences`).
    ///
    /// - Complexity: O(*n*) per line plus ICU word breaking; each distinct compound is judged once and
    ///   found at the positions of its first two characters only (`LineOccurrences`).
    static func chineseOccurrences(
        in analysis: DocumentAnalysis, extractor: TermCandidateExtractor, verdicts: ChineseVerdicts = ChineseVerdicts()
    ) -> ChineseOccurrences {
        let covered = Coverage((analysis.exact + analysis.loose).map(\.utf16Range))
        let units = analysis.locator.utf16Units()
        var result = ChineseOccurrences()
        // Keyed by UTF-8 bytes, as in `chineseCandidates` (a `String` key normalises Chinese text to hash it).
        var slots: [UTF8Key: Int] = [:]
        var namingAPI: [UTF8Key: Bool] = [:]
        var lineStart = 0
        while lineStart < units.count {
            var lineEnd = lineStart
            while lineEnd < units.count, units[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart, !analysis.codeLines.contains(analysis.locator.line(of: lineStart)) else {
                continue
            }
            let line = UTF16Transcoding.string(units[lineStart..<lineEnd])
            let occurrences = LineOccurrences(line)
            for candidate in extractor.compoundCandidates(in: line) {
                guard verdicts.isTermLike(candidate) else { continue }
                let text = candidate.text
                // Whether a word of the text itself is an API name: then every occurrence is marked.
                let namesAPI: Bool
                if let known = namingAPI[UTF8Key(text)] {
                    namesAPI = known
                } else {
                    namesAPI = Self.namesAPI(text)
                    namingAPI[UTF8Key(text)] = namesAPI
                }
                let ranges = occurrences.ranges(of: UTF16Transcoding.units(of: text), offset: lineStart)
                for range in ranges where !covered.overlaps(range) {
                    let slot: Int
                    if let known = slots[UTF8Key(text)] {
                        slot = known
                        result.entries[slot].count += 1
                    } else {
                        slot = result.entries.count
                        slots[UTF8Key(text)] = slot
                        result.entries.append(.init(text: text, count: 1, start: range.lowerBound, end: range.upperBound, marked: false))
                    }
                    if !result.entries[slot].marked, namesAPI || isMarked(range, units: units) {
                        result.entries[slot].marked = true
                    }
                }
            }
        }
        return result
    }

    /// Everyday words of Chinese technical prose: a compound made of these alone (`使用方法`, `具体信息`)
    /// is no glossary term.
    static let commonChineseWords: Set<String> = [
        "方法", "信息", "功能", "内容", "问题", "时候", "情况", "方式", "部分", "东西", "地方", "开发者", "用户", "代码",
        "数据", "示例", "文件", "程序", "应用", "应用程序", "设备", "系统", "工作", "时间", "具体", "不同", "相关", "全新",
        "重要", "主要", "一样", "其他", "简单", "更多", "非常", "特别", "这里", "那里", "大家", "今年", "今天", "时",
        "这种", "那种", "一种", "一起", "所以", "现在", "之前", "之后", "以后", "以前", "其中", "每个", "任何", "看到",
        "显示", "使用", "提供", "支持", "创建", "设置", "添加", "选择", "查看", "需要", "包括", "包含", "实现", "了解",
        "开发", "大多数", "多数", "很多", "许多", "所有", "简单", "更加", "无论", "何时", "为了", "知道", "应该", "介绍",
        "运行", "配置", "追踪", "分享", "邀请", "看起来", "计划", "今年", "秋天", "名字", "自己", "模式",
        "容易", "保持", "一致", "开始", "注意", "记住", "确保", "例子",
    ]

    /// Whether a word of `text` is an API name (`isAPIName`): then every occurrence of it is set off
    /// as a name (`RenewalInfo 结构`).
    static func namesAPI(_ text: String) -> Bool {
        // Han, kana, CJK punctuation, digits and spaces have no case and no dot: a compound of them
        // alone (nearly every one) names no API, which is known without breaking it into characters.
        if text.unicodeScalars.allSatisfy(isCaselessCJK) { return false }
        return text.split(separator: " ").contains(where: isAPIName)
    }

    /// A space, an ASCII digit, CJK punctuation, kana or a Han ideograph: none is a letter with case or a dot.
    static func isCaselessCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x30...0x39, 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true
        default: false
        }
    }

    /// A Latin word with a capital after its first letter and a lower-case letter, or a dot.
    static func isAPIName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter else { return false }
        return word.contains(".") || (word.dropFirst().contains { $0.isUppercase } && word.contains { $0.isLowercase })
    }

    /// Whether the occurrence at `range` is set off as a name by what surrounds it: quotation marks
    /// (`“优惠代码兑换表”`, `「…」`, `《…》`), or an API name (`isAPIName`) beside it, across one space
    /// (`结构 Product.SubscriptionInfo`). A text with an API name of its own is marked everywhere
    /// (`namesAPI(_:)`).
    static func isMarked(_ range: Range<Int>, units: [UInt16]) -> Bool {
        let opening: Set<UInt16> = [0x201C, 0x300C, 0x300E, 0x300A, 0x0022]
        let closing: Set<UInt16> = [0x201D, 0x300D, 0x300F, 0x300B, 0x0022]
        if range.lowerBound > 0, opening.contains(units[range.lowerBound - 1]), range.upperBound < units.count,
            closing.contains(units[range.upperBound])
        {
            return true
        }
        // The word before or after, across one space.
        func word(from start: Int, step: Int) -> Substring {
            var i = start
            if i >= 0, i < units.count, units[i] == 0x20 { i += step }
            var scalars: [UInt16] = []
            while i >= 0, i < units.count, let scalar = Unicode.Scalar(units[i]),
                scalar.properties.isAlphabetic && scalar.isASCII || scalar == "." || ("0"..."9").contains(scalar)
            {
                scalars.append(units[i])
                i += step
            }
            if step < 0 { scalars.reverse() }
            return Substring(UTF16Transcoding.string(scalars))
        }
        return isAPIName(word(from: range.lowerBound - 1, step: -1)) || isAPIName(word(from: range.upperBound, step: 1))
    }

    static func isChineseTermLike(_ candidate: CandidateOccurrence) -> Bool {
        hasTermShape(candidate) && hasTermWords(candidate)
    }

    /// Two pieces or more and three Han characters or more: what a Chinese term needs before its
    /// words are looked at.
    static func hasTermShape(_ candidate: CandidateOccurrence) -> Bool {
        guard candidate.pieces >= 2 else { return false }
        var han = 0
        for scalar in candidate.text.unicodeScalars where Script.of(scalar) == .han {
            han += 1
            if han == 3 { return true }
        }
        return false
    }

    /// Whether the ICU words of a compound of term shape (`hasTermShape`) make a term: no pronoun,
    /// particle or function word, and not everyday words or single characters alone.
    static func hasTermWords(_ candidate: CandidateOccurrence) -> Bool {
        // Most compounds have no space: one part, without splitting the text into characters.
        let text = candidate.text
        let parts = (text.isEmpty || text.utf8.contains(0x20) ? text.split(separator: " ") : [text[...]])
            .filter { !$0.unicodeScalars.contains { Script.of($0) == .latin } }
        // A pronoun or particle anywhere in a part is in one of its words, wherever ICU breaks it:
        // answered without the word break (the same verdict).
        if parts.contains(where: { $0.unicodeScalars.contains { pronounsAndParticles.contains($0) } }) { return false }
        let words = parts.flatMap { part -> [String] in
            let text = String(part)
            return (try? TextSegmentation.words(in: text, locale: "zh"))?.map { String($0.text) } ?? [text]
        }
        let isParticle = { (word: String) in
            word.unicodeScalars.contains { pronounsAndParticles.contains($0) }
                || (word.unicodeScalars.count == 1 && particles.contains(word.unicodeScalars.first!))
                || TermCandidateExtractor.chineseStopWords.contains(word) || functionWords.contains(word)
        }
        if words.contains(where: isParticle) { return false }
        return !words.allSatisfy { commonChineseWords.contains($0) || $0.count == 1 }
    }

    /// Pronouns, demonstratives, the copula and sentence particles: a sign of a phrase wherever ICU's word
    /// break puts them, alone or in a word (`我想`, `的是`, `它们`).
    static let pronounsAndParticles: Set<Unicode.Scalar> = [
        "的", "了", "是", "你", "我", "他", "她", "它", "们", "很", "吗", "呢", "吧", "也", "这", "那", "哪",
    ]

    /// Words of more than one character that, like `particles`, make a phrase of the sentence.
    static let functionWords: Set<String> = [
        "非常", "下来", "出来", "起来", "能够", "可能", "将会", "一直", "即使", "还有", "设置好", "比如", "看起来", "一下", "就是", "真的", "这么", "那么", "怎么", "为什么", "哪些", "哪个",
        // Negated and modal verbs, and verbs that introduce what follows (`不会更改`, `可用于`, `域名为`).
        "不会", "不能", "无法", "必须", "只能", "用于", "名为", "称为", "仅仅", "一旦", "通常", "总是",
    ]

    /// Pronouns, particles, copulas, measure words and adverbs that a name does not hold when ICU's word
    /// break leaves them on their own (`重要的是`, `比如说`, `哪项优惠`): a compound with one of them is a
    /// phrase of the sentence. Inside a word they are no sign (`功能`, `下载`, `成员`).
    static let particles: Set<Unicode.Scalar> = [
        "的", "了", "是", "你", "我", "他", "她", "它", "们", "很", "吗", "呢", "吧", "就", "也", "都", "还", "这", "那",
        "说", "想", "给", "让", "把", "被", "着", "过", "得", "地", "非", "真", "再", "又", "才", "要", "会", "能", "下",
        "来", "去", "些", "么", "如", "比", "当", "每", "其", "该", "此", "有", "没", "不", "于", "与", "和", "或",
        "请", "向", "至", "成", "个", "哪", "项", "份", "种", "次",
        // Conjunctions and adverbs of written prose (`及更高版本`, `仅适用`, `需保证`).
        "及", "仅", "需", "须", "均", "亦", "若", "且", "仍", "皆", "即",
    ]

    /// For each of `texts`, the largest count, among `counts` (distinct candidates), of one occurring `minimumCount`
    /// times or more that holds it as a piece (a run of its characters, shorter than it); 0 when none does.
    ///
    /// Only a candidate at least as frequent as a piece can enclose it, and a reported piece occurs
    /// `minimumCount` times or more, so rarer candidates are left out. Comparing every candidate with
    /// every other one (`contains` over all pairs) took minutes on a few hundred Chinese subtitles;
    /// every piece of every recurring candidate made a `String` key took most of the rule's time on a
    /// corpus of thousands. Each piece is now looked up by a hash of its UTF-8 bytes, extended a
    /// character at a time, among `texts` only, and compared byte by byte when the hash matches.
    ///
    /// - Complexity: O(Σ *k*²) over the *k* characters of each recurring candidate, without allocation.
    static func enclosingCounts(of counts: [(text: String, count: Int)], around texts: [String]) -> [Int] {
        let wanted = texts.map { Array($0.utf8) }
        var result = [Int](repeating: 0, count: texts.count)
        guard !wanted.isEmpty else { return result }
        var byHash: [UInt64: [Int]] = [:]
        // Most pieces are none of `texts`: a bit per hash (of a table eight times their number) says so
        // without a dictionary lookup.
        var filterSize = 64
        while filterSize < wanted.count * 8 { filterSize <<= 1 }
        var filter = [UInt64](repeating: 0, count: filterSize / 64)
        let mask = UInt64(filterSize - 1)
        for (index, bytes) in wanted.enumerated() {
            let hash = bytes.withUnsafeBufferPointer { PieceHash.of($0[...]) }
            byHash[hash, default: []].append(index)
            filter[Int((hash & mask) >> 6)] |= 1 << (hash & 63)
        }
        let longest = wanted.map(\.count).max() ?? 0
        var bounds: [Int] = []
        for (text, count) in counts where count >= minimumCount {
            // The UTF-8 offset of each character boundary.
            bounds.removeAll(keepingCapacity: true)
            bounds.append(0)
            var offset = 0
            for character in text {
                offset += character.utf8.count
                bounds.append(offset)
            }
            let characters = bounds.count - 1
            guard characters > 1 else { continue }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { bytes in
                bounds.withUnsafeBufferPointer { bounds in
                    for start in 0..<characters {
                        var hash = PieceHash()
                        for end in (start + 1)..<(characters + 1) where end - start < characters {
                            guard bounds[end] - bounds[start] <= longest else { break }
                            hash.add(bytes[bounds[end - 1]..<bounds[end]])
                            let value = hash.value
                            guard filter[Int((value & mask) >> 6)] & (1 << (value & 63)) != 0, let matches = byHash[value] else {
                                continue
                            }
                            let piece = bytes[bounds[start]..<bounds[end]]
                            for index in matches where result[index] < count && wanted[index].elementsEqual(piece) {
                                result[index] = count
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// FNV-1a over UTF-8 bytes, extended a run at a time.
    private struct PieceHash {
        private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

        @inline(__always) mutating func add(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }

        static func of(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
            var hash = PieceHash()
            hash.add(bytes)
            return hash.value
        }
    }
}
