#!/usr/bin/env python3
"""Checks `termbridge align --format tmx` on the seed session pair as a TMX reader would.

1. Always: parses the XML (standard library) and checks the TMX 1.4b header's required attributes,
   one <tuv> per language in every <tu>, and a <seg> in every <tuv>.
2. With lxml: validates against Tests/Tools/tmx14b-subset.dtd (the TMX 1.4b DTD's elements and
   required attributes, written from the specification).
3. With translate-toolkit: loads the file with translate.storage.tmx and counts the units.
Run from the repository root after `swift build`. Prints 'N passed, M failed' and exits 1 on failure."""
import glob, os, subprocess, sys, xml.etree.ElementTree as ET

root = os.getcwd()
tb = next(p for p in (".build/release/termbridge", ".build/debug/termbridge") if os.access(p, os.X_OK))
ja = glob.glob("Corpus/ja/000_*.txt")[0]
zh = glob.glob("Corpus/zh-Hans/004_*.txt")[0]
passed, failed = 0, 0

def check(name, ok, detail=""):
    global passed, failed
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"))
    passed, failed = passed + ok, failed + (not ok)

for level in ("paragraph", "sentence"):
    out = subprocess.run([tb, "align", ja, zh, "--format", "tmx", "--level", level], capture_output=True, check=True).stdout
    tree = ET.fromstring(out)
    header = tree.find("header")
    required = ["creationtool", "creationtoolversion", "segtype", "o-tmf", "adminlang", "srclang", "datatype"]
    check(f"{level}: tmx version 1.4 with required header attributes",
          tree.tag == "tmx" and tree.get("version") == "1.4" and header is not None and all(header.get(a) for a in required),
          str(header.attrib if header is not None else None))
    tus = tree.findall("body/tu")
    langs_ok = all([t.get("{http://www.w3.org/XML/1998/namespace}lang") for t in tu.findall("tuv")] == ["ja", "zh-Hans"]
                   and all(t.find("seg") is not None for t in tu.findall("tuv")) for tu in tus)
    check(f"{level}: {len(tus)} translation units, each with ja and zh-Hans segments", len(tus) > 100 and langs_ok)
    try:
        from lxml import etree
        dtd = etree.DTD(open("Tests/Tools/tmx14b-subset.dtd", "rb"))
        doc = etree.fromstring(out)
        check(f"{level}: valid against the TMX 1.4b DTD (subset)", dtd.validate(doc), str(dtd.error_log.filter_from_errors()[:3]))
    except ImportError:
        print(f"skip {level}: DTD validation (python3 lxml not installed)")
    try:
        from translate.storage import tmx
        store = tmx.tmxfile(out, sourcelanguage="ja", targetlanguage="zh-Hans")
        units = [u for u in store.units if u.source and u.target]
        check(f"{level}: translate-toolkit loads {len(units)} units", len(units) == len(tus))
    except ImportError:
        print(f"skip {level}: translate-toolkit load (pip package translate-toolkit not installed)")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
