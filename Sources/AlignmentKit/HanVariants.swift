import TextKit

/// Folds Han characters of Japanese and Chinese to one comparable form (Simplified Chinese).
///
/// Japanese shinjitai that differ from both traditional and simplified forms (発, 図, 対, …) go
/// through a hand-made table; everything else goes through ICU's `Traditional-Simplified`, which
/// covers the traditional forms Japanese shares (詳→详, 認→认). Results are cached per character.
public struct HanVariants: Sendable {
    /// Japanese shinjitai → simplified Chinese, one pair per two characters.
    /// Each pair was checked for being the same character (not merely a similar word): e.g. 払 maps
    /// to 拂 (not 付), 髪 to 发, 闘 to 斗, 徴 to 征.
    static let shinjitaiPairs: String = """
        発发図图対对続续読读売卖価价円圆覧览変变録录効效済济関关払拂広广気气経经転转軽轻単单\
        戦战楽乐薬药験验検检険险剣剑応应総总様样歩步毎每実实処处拡扩択择沢泽訳译駅驿営营労劳\
        栄荣蔵藏臓脏圧压囲围権权歓欢観观勧劝帰归児儿亜亚悪恶為为隠隐衛卫駆驱桜樱仮假絵绘覚觉\
        巻卷陥陷寛宽漢汉犠牺挙举暁晓継继鶏鸡芸艺県县倹俭顕显厳严鉱矿黒黑砕碎剤剂雑杂賛赞歯齿\
        釈释収收従从渋涩獣兽縦纵粛肃焼烧証证奨奖乗乘浄净剰剩畳叠縄绳壌壤譲让醸酿粋粹酔醉穂穗\
        髄髓瀬濑斉齐摂摄専专銭钱繊纤荘庄捜搜挿插巣巢騒骚増增帯带滝泷団团弾弹遅迟鋳铸庁厅徴征\
        聴听鎮镇伝传稲稻闘斗脳脑悩恼廃废拝拜髪发抜拔晩晚浜滨仏佛辺边豊丰満满黙默揺摇謡谣頼赖\
        両两猟猎緑绿涙泪塁垒霊灵齢龄拠据値值歳岁徳德恵惠掲揭郷乡響响亀龟竜龙縁缘塩盐穏稳舗铺\
        鉄铁隣邻偽伪戯戏予预弐贰壱壹
        """

    /// The table as a dictionary.
    public static let shinjitai: [Character: Character] = {
        var table: [Character: Character] = [:]
        let characters = Array(shinjitaiPairs.filter { !$0.isWhitespace })
        var index = 0
        while index + 1 < characters.count {
            table[characters[index]] = characters[index + 1]
            index += 2
        }
        return table
    }()

    private var cache: [Unicode.Scalar: Unicode.Scalar] = [:]
    /// ICU's answers, remembered across pairs and, in `termbridge build`, across runs: a build that
    /// aligns one changed pair seldom opens `Traditional-Simplified`.
    private let memo = TransliterationMemo.shared(Transliterator.traditionalToSimplified)

    public init() {}

    /// The simplified form of one Han scalar (itself when no mapping applies).
    public mutating func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if let cached = cache[scalar] { return cached }
        var result = scalar
        if let mapped = Self.shinjitai[Character(scalar)], let s = mapped.unicodeScalars.first {
            result = s
        } else if let converted = memo.transliterate(String(scalar)) {
            if converted.unicodeScalars.count == 1, let s = converted.unicodeScalars.first { result = s }
        }
        cache[scalar] = result
        return result
    }
}
