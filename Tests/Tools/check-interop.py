#!/usr/bin/env python3
"""Checks TermBridge's outputs with the official validators and third-party readers.

Run from the repository root after `swift build`, with the shared material next to the package
(`../shared/interop`, or `../../shared/interop` from a worktree). Each check skips with a message
when its package or the material is missing. Prints 'N passed, M failed, K skipped'; exits 1 on a
failure.

  python3 Tests/Tools/check-interop.py              # RNG, TMX DTD, SARIF schema, translate-toolkit
  python3.12 Tests/Tools/check-interop.py schematron  # TBX-Basic Schematron (pyschematron needs 3.12)

Checks:
- TBX v3 written by `glossary export`, and by `glossary import` of a CSV with `--policy` settings
  (policies in the header's encodingDesc): TBX v3 core RNG (lxml) and TBX-Basic DCA Schematron
  (pyschematron, XSLT 2 query binding); LTAC's test files: good ones accepted, bad ones rejected
  with a located error.
- TBX 2008 written by `glossary export --format tbx2008`: loaded by translate-toolkit's tbxfile.
- TMX written by `align --format tmx`: the LISA TMX 1.4 DTD (lxml).
- SARIF written by `check --format sarif`: the OASIS SARIF 2.1.0 JSON schema (jsonschema).
"""
import atexit, glob, json, os, shutil, subprocess, sys, tempfile

passed = failed = skipped = 0


def check(name, ok, detail=""):
    global passed, failed
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"))
    passed, failed = passed + bool(ok), failed + (not ok)


def skip(name, why):
    global skipped
    print(f"skip {name}: {why}")
    skipped += 1


def shared_interop():
    folder = os.getcwd()
    for _ in range(4):
        folder = os.path.dirname(folder)
        candidate = os.path.join(folder, "shared", "interop")
        if os.path.isdir(candidate):
            return candidate
    return None


tb = next((p for p in (".build/release/termbridge", ".build/debug/termbridge") if os.access(p, os.X_OK)), None)
interop = shared_interop()
if tb is None:
    sys.exit("build termbridge first (swift build)")
if interop is None:
    print("skip: no shared/interop folder next to the package; nothing to validate against")
    sys.exit(0)
out = tempfile.mkdtemp(prefix="termbridge-interop-")
atexit.register(shutil.rmtree, out, ignore_errors=True)


def termbridge(*args):
    return subprocess.run([tb, *args], capture_output=True)


def export(fmt):
    path = os.path.join(out, f"glossary.{fmt}.tbx")
    result = termbridge("glossary", "export", "--format", fmt, "--output", path)
    if result.returncode != 0:
        sys.exit(f"glossary export --format {fmt} failed: {result.stderr.decode()}")
    return path


def export_with_policies():
    """A glossary imported from CSV with policy settings (as users make one), written as TBX v3."""
    csv = os.path.join(out, "policies.csv")
    result = termbridge("glossary", "export", "--format", "csv", "--output", csv)
    if result.returncode != 0:
        sys.exit(f"glossary export --format csv failed: {result.stderr.decode()}")
    path = os.path.join(out, "policies.tbx")
    result = termbridge("glossary", "import", csv, "--output", path, "--policy", "long-vowel:ja=drop",
                        "--policy", "homonyms=allow", "--policy", "ordinary-variants:zh-Hans=ignore")
    if result.returncode != 0 or b'type="termbridge-policy"' not in open(path, "rb").read():
        sys.exit(f"glossary import --policy failed: {result.stderr.decode()}")
    return path


def located(log):
    """The first error of an lxml error log as 'line N: message', or None without a line."""
    for entry in log:
        if entry.line > 0:
            return f"line {entry.line}: {entry.message}"
    return None


def schematron_checks():
    try:
        from pyschematron import validate_document
        from lxml import etree
    except ImportError:
        skip("TBX-Basic Schematron", "pyschematron (Python >= 3.12) is not installed")
        return
    sch = os.path.join(interop, "schemas/tbx/DCA/TBX-Basic_DCA.sch")

    def failures(path):
        result = validate_document(etree.parse(path), etree.parse(sch))
        svrl = result.get_svrl()
        ns = {"svrl": "http://purl.oclc.org/dsdl/svrl"}
        return [(f.get("location"), " ".join(f.findtext("svrl:text", namespaces=ns).split()))
                for f in svrl.getroot().findall(".//svrl:failed-assert", ns)], result.is_valid()

    found, valid = failures(export("tbx"))
    check("glossary export (TBX v3) is valid TBX-Basic (DCA Schematron)", valid and not found, str(found[:3]))
    found, valid = failures(export_with_policies())
    check("a CSV import with policies (TBX v3) is valid TBX-Basic (DCA Schematron)", valid and not found,
          str(found[:3]))
    found, valid = failures(os.path.join(interop, "schemas/tbx/testfiles/basic_bad.tbx"))
    check("LTAC's basic_bad.tbx is rejected with a located assertion",
          not valid and found and all(location for location, _ in found), str(found[:3]))
    # The validator itself accepts the dialect's own valid example. (LTAC's testfiles/basic_good.tbx is
    # written for an earlier TBX-Basic, with termNote type="usageStatus", which v1.2.1 no longer permits.)
    found, valid = failures(os.path.join(interop, "schemas/tbx/DCA/Example_Astronomy_DCA_VALID.tbx"))
    check("TBX-Basic's own DCA example passes the Schematron", valid and not found, str(found[:3]))


def main_checks():
    try:
        from lxml import etree
    except ImportError:
        skip("TBX core RNG, TMX DTD", "lxml is not installed")
        etree = None
    if etree is not None:
        rng = etree.RelaxNG(etree.parse(os.path.join(interop, "schemas/tbx/TBXcoreStructV03.rng")))
        tbx = export("tbx")
        check("glossary export (TBX v3) is valid against the TBX v3 core RNG",
              rng.validate(etree.parse(tbx)), str(rng.error_log.filter_from_errors()[:3]))
        check("a CSV import with policies (TBX v3) is valid against the TBX v3 core RNG",
              rng.validate(etree.parse(export_with_policies())), str(rng.error_log.filter_from_errors()[:3]))
        for path in sorted(glob.glob(os.path.join(interop, "schemas/tbx/testfiles/*.tbx"))):
            name = os.path.basename(path)
            try:
                doc = etree.parse(path)
            except etree.XMLSyntaxError as error:
                check(f"LTAC {name}: rejected as XML with a located error",
                      ("bad" in name or "poorly" in name) and error.lineno > 0, str(error))
                continue
            ok = rng.validate(doc)
            if name.startswith("core_structure"):
                if "good" in name:
                    check(f"LTAC {name}: accepted by the core RNG", ok, str(rng.error_log.filter_from_errors()[:3]))
                else:
                    check(f"LTAC {name}: rejected by the core RNG with a located error",
                          not ok and located(rng.error_log.filter_from_errors()) is not None)
            elif "good" in name:
                check(f"LTAC {name}: accepted by the core RNG", ok, str(rng.error_log.filter_from_errors()[:3]))
        dtd = etree.DTD(open(os.path.join(interop, "schemas/tmx/tmx14.dtd"), "rb"))
        ja = glob.glob("Corpus/ja/000_*.txt")[0]
        zh = glob.glob("Corpus/zh-Hans/004_*.txt")[0]
        tmx = termbridge("align", ja, zh, "--format", "tmx").stdout
        check("align --format tmx is valid against the LISA TMX 1.4 DTD",
              dtd.validate(etree.fromstring(tmx)), str(dtd.error_log.filter_from_errors()[:3]))
        # A Kubernetes page pair whose sentences hold Hugo shortcodes: <ph> placeholders, paired by x.
        docs = os.path.join(os.path.dirname(interop), "real-corpus", "docs")
        en, ja = (os.path.join(docs, f"concepts_architecture_cri.{lang}.md") for lang in ("en", "ja"))
        if os.path.isfile(en) and os.path.isfile(ja):
            tmx = termbridge("align", en, ja, "--format", "tmx").stdout
            doc = etree.fromstring(tmx)
            placeholders = [[ph.get("x") for ph in tuv.iter("ph")] for tuv in doc.iter("tuv")]
            paired = all(placeholders[i] and sorted(placeholders[i]) == sorted(placeholders[i + 1])
                         for i in range(0, len(placeholders), 2) if placeholders[i] or placeholders[i + 1])
            check(f"align --format tmx of a Markdown pair with shortcodes: valid against the DTD, "
                  f"{sum(map(len, placeholders))} <ph> paired by x",
                  dtd.validate(doc) and sum(map(len, placeholders)) >= 4 and paired,
                  str(dtd.error_log.filter_from_errors()[:3]) + str(placeholders))
            try:
                from translate.storage import tmx as ttk_tmx
                store = ttk_tmx.tmxfile(tmx, sourcelanguage="en", targetlanguage="ja")
                held = [u for u in store.units if "kubelet" in u.source and "{{< skew" in str(u.source)]
                check(f"translate-toolkit reads the placeholders' text ({len(held)} units with a shortcode)",
                      len(held) >= 2, str([u.source for u in store.units][:3]))
            except ImportError:
                skip("translate-toolkit TMX with placeholders", "translate-toolkit is not installed")
        else:
            skip("TMX placeholders", "no ../shared/real-corpus/docs")
    try:
        from translate.storage import tbx as ttk_tbx
        legacy = export("tbx2008")
        store = ttk_tbx.tbxfile.parsefile(legacy)
        units = [u for u in store.units if u.source]
        concepts = open(legacy, encoding="utf-8").read().count("<termEntry ")
        check(f"translate-toolkit reads the TBX 2008 export ({len(units)} units for {concepts} concepts)",
              concepts > 50 and len(units) == concepts, f"{len(units)} units")
    except ImportError:
        skip("translate-toolkit TBX 2008", "translate-toolkit is not installed")
    try:
        import jsonschema
        schema = json.load(open(os.path.join(interop, "schemas/sarif/sarif-schema-2.1.0.json"), encoding="utf-8"))
        sarif = os.path.join(out, "findings.sarif")
        termbridge("check", "--format", "sarif", "--output", sarif)
        log = json.load(open(sarif, encoding="utf-8"))
        errors = list(jsonschema.Draft7Validator(schema).iter_errors(log)) if "draft-07" in schema.get("$schema", "") \
            else list(jsonschema.validators.validator_for(schema)(schema).iter_errors(log))
        check(f"check --format sarif is valid SARIF 2.1.0 ({len(log['runs'][0]['results'])} results)",
              not errors, str([e.message for e in errors[:3]]))
        # A corpus outside the current folder: absolute file: URIs, still valid and pointing at the files.
        elsewhere = os.path.join(out, "elsewhere")
        os.makedirs(elsewhere, exist_ok=True)
        result = subprocess.run([os.path.abspath(tb), "check", os.path.abspath("Corpus"), "--format", "sarif"],
                                capture_output=True, cwd=elsewhere)
        log = json.loads(result.stdout)
        errors = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(log))
        uris = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in log["runs"][0]["results"]]
        from urllib.parse import unquote, urlparse
        resolved = all(a["uri"].startswith("file:///") and "uriBaseId" not in a
                       and os.path.isfile(unquote(urlparse(a["uri"]).path)) for a in uris)
        check(f"check --format sarif on a corpus outside the current folder is valid, its {len(uris)} URIs resolve",
              not errors and uris and resolved, str([e.message for e in errors[:3]] or uris[:2]))
    except ImportError:
        skip("SARIF schema", "jsonschema is not installed")


if sys.argv[1:] == ["schematron"]:
    schematron_checks()
else:
    main_checks()
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
