#!/usr/bin/env python3
"""Recall of `termbridge check` on real documentation: plant errors in a temporary copy of the
real corpus (../shared/real-corpus: Markdown pages in en/ja/zh-Hans with their glossary as CSV),
run `termbridge check` on the copy and on the unmodified pages, and count the planted errors for
which the planted run has a new finding of an expected rule in the planted page.

Also draws the reproducible precision sample: `--sample 50` prints that many warning/error
findings of the unmodified run, chosen with the seed, for review by hand.

    python3 Benchmarks/Quality/plant-errors.py --termbridge .build/debug/termbridge [--seed 14]
    python3 Benchmarks/Quality/plant-errors.py --termbridge .build/debug/termbridge --sample 50
"""
import argparse
import csv
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

from shared_folder import find_shared


def prose_lines(text):
    """Indices of lines outside front matter and fenced code, that are not tables, HTML or indented code."""
    lines = text.split("\n")
    result = []
    fence = None
    comment = False
    front = lines[0].strip() == "---"
    for index, line in enumerate(lines):
        stripped = line.strip()
        if comment:
            comment = "-->" not in line
            continue
        if stripped.startswith("<!--"):
            comment = "-->" not in line
            continue
        if front:
            if index > 0 and stripped == "---":
                front = False
            continue
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            continue
        if not stripped or line.startswith("    ") or stripped[0] in "<|{#" or stripped.startswith("<!--"):
            continue
        result.append(index)
    return lines, result


def in_markup(line, position):
    """Whether `position` of a line is inside inline code, a Hugo shortcode `{{< … >}}` or a link's URL:
    text that a translation keeps as it is, so a changed number there is not a translation error."""
    for pattern in (r"`[^`]*`", r"\{\{[<%].*?[>%]\}\}", r"\]\([^)]*\)", r"<[^>]*>"):
        for match in re.finditer(pattern, line):
            if match.start() <= position < match.end():
                return True
    return False


def load_glossary(path):
    """(ja terms, zh terms, ja terms of each zh term's concept) with the glossary's `*` and the
    zh-Hans `（English）` removed."""
    ja, zh, counterparts = [], [], {}
    with open(path, encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            cells = {}
            for lang, into in (("ja", ja), ("zh-Hans", zh)):
                cells[lang] = []
                for term in row.get(lang, "").split("|"):
                    term = re.sub(r"（.*?）|\(.*?\)", "", term.strip().lstrip("*")).strip()
                    if term:
                        into.append(term)
                        cells[lang].append(term)
            for term in cells["zh-Hans"]:
                counterparts.setdefault(term, []).extend(cells["ja"])
    return ja, zh, counterparts


def has_word(text, term):
    """Whether `term` occurs in `text` not inside a longer katakana run (a katakana term in a
    longer katakana word is another word, and the checker's term matcher does not match it)."""
    kana = "\u30a1-\u30fc"
    return re.search(f"(?<![{kana}]){re.escape(term)}(?![{kana}])", text) is not None


def katakana(term):
    return all("\u30a1" <= c <= "\u30fc" for c in term)


def plant(docs, glossary_path, rng):
    """Plants the errors in `docs` (a folder of NAME.LANG.md); returns the plant records."""
    ja_terms, zh_terms, ja_of_zh = load_glossary(glossary_path)
    pages = sorted({name.rsplit(".", 2)[0] for name in os.listdir(docs) if name.endswith(".md")})
    rng.shuffle(pages)
    used = set()
    plants = []

    def read(page, lang):
        with open(os.path.join(docs, f"{page}.{lang}.md"), encoding="utf-8") as handle:
            return handle.read()

    def write(page, lang, lines):
        with open(os.path.join(docs, f"{page}.{lang}.md"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))

    def try_plant(kind, lang, rules, count, edit):
        """`edit(line, page)` returns the changed line or None; one plant per page."""
        done = 0
        for page in pages:
            if done == count:
                break
            if page in used:
                continue
            lines, candidates = prose_lines(read(page, lang))
            rng.shuffle(candidates)
            for index in candidates:
                changed = edit(lines[index], page)
                if changed is None or changed == lines[index]:
                    continue
                plants.append({"kind": kind, "page": page, "lang": lang, "line": index + 1, "rules": rules,
                               "before": lines[index].strip()[:80], "after": changed.strip()[:80]})
                lines[index] = changed
                write(page, lang, lines)
                used.add(page)
                done += 1
                break

    long_vowel = [t for t in ja_terms if katakana(t) and t.endswith("ー") and len(t) >= 4]
    def drop_long_vowel(line, page):
        for term in long_vowel:
            if term in line:
                return line.replace(term, term[:-1], 1)
        return None
    try_plant("long-vowel variant", "ja", ["variant-spelling"], 4, drop_long_vowel)

    repeatable = [t for t in ja_terms if katakana(t) and len(t) >= 4 and "ー" not in t[-2:]]
    def repeat_piece(line, page):
        for term in repeatable:
            if term in line:
                return line.replace(term, term + term[-2:], 1)
        return None
    try_plant("repeated katakana piece", "ja", ["near-miss"], 4, repeat_piece)

    # A katakana word the Japanese pages write often (no glossary term), with one inner kana given or
    # stripped of its voicing marks (`オブジェクト` → `オプジェクト`): a typo only the corpus's own words
    # reveal. The whole run, of five kana or more besides long-vowel marks (near-miss asks voicing
    # changes from five, other edits from six).
    run = "[\u30a1-\u30fa\u30fc]+"
    counts = {}
    for page in pages:
        for word in re.findall(run, read(page, "ja")):
            counts[word] = counts.get(word, 0) + 1
    frequent = sorted(w for w, c in counts.items() if c >= 8 and len(w.replace("ー", "")) >= 5 and w not in ja_terms)
    voicing = dict(zip("カキクケコサシスセソタチツテトハヒフヘホバビブベボ", "ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポ"))
    def misspell_word(line, page):
        for match in re.finditer(run, line):
            word = match.group()
            if word not in frequent or in_markup(line, match.start()):
                continue
            for i in range(2, len(word) - 2):
                if word[i] in voicing:
                    typo = word[:i] + voicing[word[i]] + word[i + 1:]
                    if typo not in counts:
                        counts[typo] = 1  # (a typo planted twice would be a spelling written twice)
                        return line[:match.start()] + typo + line[match.end():]
        return None
    try_plant("misspelt frequent katakana word", "ja", ["near-miss"], 3, misspell_word)

    def change_number(line, page):
        ja = read(page, "ja")
        for match in re.finditer(r"(?<![\w.\-/:])([1-9][0-9]?)(?![\w.\-/:%])", line):
            if in_markup(line, match.start(1)):
                continue
            number = match.group(1)
            if re.search(r"(?<![\w.])" + number + r"(?![\w.])", ja):
                changed = str(int(number) + 1)
                return line[:match.start(1)] + changed + line[match.end(1):]
        return None
    try_plant("changed number", "zh-Hans", ["parity-number-mismatch"], 4, change_number)

    def drop_api(line, page):
        # Only a name the two pages write as code equally often: where the Japanese page writes it
        # fewer times (or translates it), the aligned Japanese text need not have it.
        ja, zh = read(page, "ja"), read(page, "zh-Hans")
        for match in re.finditer(r"`([A-Za-z_][A-Za-z0-9_.]*)`", line):
            code = "`" + match.group(1) + "`"
            changed = line[:match.start()] + line[match.end():]
            # The line keeps some prose: emptying a list item takes its paragraph out of the alignment.
            if ja.count(code) == zh.count(code) and re.search(r"[\u3040-\u9fff]", changed):
                return changed
        return None
    try_plant("dropped API name", "zh-Hans", ["parity-api-mention", "parity-key-term"], 3, drop_api)

    def key_term(line, page):
        # Only a term whose concept has a Japanese term that the Japanese page uses: without one,
        # no key-term check can see that the Chinese side lost it.
        ja = read(page, "ja")
        for term in sorted(zh_terms, key=len, reverse=True):
            if not any(has_word(ja, other) for other in ja_of_zh.get(term, [])):
                continue
            if len(term) >= 2 and term in line and not term.isascii() and not in_markup(line, line.index(term)):
                return line.replace(term, "它", 1)
        return None
    try_plant("key-term mismatch", "zh-Hans", ["parity-key-term", "parity-term-pair"], 3, key_term)

    def wrong_term(line, page):
        for term in sorted(zh_terms, key=len, reverse=True):
            if len(term) >= 2 and term in line and not term.isascii() and not in_markup(line, line.index(term)):
                other = next(t for t in zh_terms if t != term and not t.isascii() and len(t) >= 2 and t not in line)
                return line.replace(term, other, 1)
        return None
    try_plant("wrong term", "zh-Hans", ["parity-term-pair", "parity-key-term", "inconsistent-term"], 2, wrong_term)

    def swap(swaps):
        def edit(line, page):
            for right, wrong in swaps.items():
                if right in line and not in_markup(line, line.index(right)):
                    return line.replace(right, wrong, 1)
            return None
        return edit
    # Homophones: one character replaced by another with the same toneless pinyin (典/点 dian,
    # 裙/群 qun, 气/器 qi, 向/像 xiang).
    homophones = {"节点": "节典", "集群": "集裙", "控制器": "控制气", "镜像": "镜向"}
    try_plant("Han homophone", "zh-Hans", ["near-miss"], 2, swap(homophones))
    # Look-alikes: one character replaced by one of similar shape and another sound.
    look_alikes = {"容器": "客器", "集群": "集郡", "控制器": "控制品"}
    try_plant("Han look-alike", "zh-Hans", ["near-miss", "parity-key-term"], 1, swap(look_alikes))

    # A word written the other way on a page that writes it only the usual way: kanji for kana
    # (`すべて` → `全て`), okurigana dropped (`読み込み` → `読込み`), a Chinese variant form
    # (`其他` → `其它`). Only on pages that never write the other form, so that the finding is new.
    def other_form(forms):
        def edit(line, page):
            text = read(page, lang_of[id(forms)])
            for usual, other in forms:
                if usual in line and other not in text and not in_markup(line, line.index(usual)):
                    return line.replace(usual, other, 1)
            return None
        return edit
    ja_forms = [("すべて", "全て"), ("すでに", "既に"), ("さまざま", "様々"), ("ください", "下さい"),
                ("たとえば", "例えば"), ("または", "又は"), ("および", "及び"), ("割り当て", "割当て"),
                ("読み込み", "読込み"), ("呼び出し", "呼出し"), ("書き込み", "書込み")]
    zh_forms = [("其他", "其它"), ("账户", "帐户"), ("唯一", "惟一"), ("覆盖", "复盖")]
    lang_of = {id(ja_forms): "ja", id(zh_forms): "zh-Hans"}
    try_plant("word in its other form", "ja", ["inconsistent-spelling"], 3, other_form(ja_forms))
    try_plant("word in its other form", "zh-Hans", ["inconsistent-spelling"], 2, other_form(zh_forms))

    # A particle typed twice: `を` after katakana or a kanji and before one (`ワークロードををスケール`),
    # `的` between two Han characters (`带来的的情感`) where it is a word of its own (not `目的`).
    def double_particle(pattern):
        def edit(line, page):
            for match in re.finditer(pattern, line):
                if not in_markup(line, match.start(1)):
                    return line[:match.start(1)] + match.group(1) + line[match.start(1):]
            return None
        return edit
    try_plant("particle typed twice", "ja", ["repeated-word"], 2,
              double_particle("[\u30a1-\u30fa\u30fc\u4e00-\u9fff](を)[\u30a1-\u30fa\u4e00-\u9fff]"))
    try_plant("particle typed twice", "zh-Hans", ["repeated-word"], 2,
              double_particle("(?<![目])[\u4e00-\u9fff](的)(?![确话])[\u4e00-\u9fff]"))

    # An ASCII comma typed for the Chinese one between two Han characters (`顾客，以及` → `顾客,以及`).
    def ascii_comma(line, page):
        for match in re.finditer("[\u4e00-\u9fff](，)[\u4e00-\u9fff]", line):
            if not in_markup(line, match.start(1)):
                return line[:match.start(1)] + "," + line[match.end(1):]
        return None
    try_plant("ASCII comma", "zh-Hans", ["cjk-punctuation"], 2, ascii_comma)

    # The space between a Chinese character and a Latin word dropped on a page that spaces them
    # (`创建 Pod 并` → `创建 Pod并`).
    def drop_space(line, page):
        for match in re.finditer("([A-Za-z]{2,}) ([\u4e00-\u9fff])", line):
            before = line[:match.start()]
            if not in_markup(line, match.start()) and not before.endswith("`") and not re.search("[A-Za-z0-9] $", before[-2:]):
                return line[:match.end(1)] + line[match.end(1) + 1:]
        return None
    try_plant("space dropped before Chinese", "zh-Hans", ["cjk-spacing"], 2, drop_space)
    return plants


def check(termbridge, folder, glossary):
    run = subprocess.run([termbridge, "check", folder, "--glossary", glossary, "--format", "json",
                          "--severity", "error"], capture_output=True, text=True)
    if run.returncode not in (0, 2):
        sys.exit(f"termbridge check failed ({run.returncode}): {run.stderr[-2000:]}")
    return json.loads(run.stdout)["findings"], run.stderr.strip().splitlines()[-1:]


def key(finding):
    return (finding["rule"], finding["path"].split("/")[-1], finding.get("line"), finding.get("text"), finding.get("message"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--termbridge", default=".build/debug/termbridge")
    parser.add_argument("--corpus", default=None, help="the real corpus folder (default: ../shared/real-corpus)")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--sample", type=int, default=0, help="print a seeded sample of this many findings")
    args = parser.parse_args()
    corpus = args.corpus or find_shared(os.getcwd(), "real-corpus")
    if not corpus or not os.path.isdir(corpus):
        print("real corpus not found (../shared/real-corpus); nothing measured")
        return
    termbridge = os.path.abspath(args.termbridge)
    with tempfile.TemporaryDirectory(prefix="termbridge-plant-") as temp:
        clean = os.path.join(temp, "clean")
        planted = os.path.join(temp, "planted")
        shutil.copytree(os.path.join(corpus, "docs"), clean)
        glossary = os.path.join(temp, "glossary.csv")
        shutil.copy(os.path.join(corpus, "glossary.csv"), glossary)
        baseline, summary = check(termbridge, clean, glossary)
        print(f"unmodified: {summary[0] if summary else ''}")
        if args.sample:
            chosen = [f for f in baseline if f["severity"] in ("warning", "error")]
            random.Random(args.seed).shuffle(chosen)
            for number, f in enumerate(chosen[: args.sample], 1):
                print(f"{number:2}. {f['path'].split('/')[-1]}:{f['line']}:{f['column']} {f['severity']} "
                      f"[{f['rule']}] {f['message']}")
            return
        shutil.copytree(clean, planted)
        plants = plant(planted, glossary, random.Random(args.seed))
        findings, summary = check(termbridge, planted, glossary)
        print(f"planted: {summary[0] if summary else ''}")
        before = {key(f) for f in baseline}
        new = [f for f in findings if key(f) not in before]
        found = 0
        for p in plants:
            hit = [f for f in new if f["rule"] in p["rules"]
                   and f["path"].split("/")[-1].startswith(p["page"] + ".")]
            found += bool(hit)
            mark = "found " if hit else "MISSED"
            print(f"{mark} {p['kind']:24} {p['page']}.{p['lang']}.md:{p['line']}: "
                  f"'{p['before'][:40]}' -> '{p['after'][:40]}'" + (f" [{hit[0]['rule']}]" if hit else ""))
        print(f"recall: {found}/{len(plants)} planted errors found ({100 * found / max(1, len(plants)):.0f}%)")


if __name__ == "__main__":
    main()
