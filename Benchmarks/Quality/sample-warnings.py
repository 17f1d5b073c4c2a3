#!/usr/bin/env python3
"""Precision sample of `termbridge check` warnings on the perf corpus (WWDC18 subtitle transcripts in
ja, zh-Hans and en, ../shared/perf-corpus): runs `termbridge check FOLDER --glossary
Glossary/storekit-offers.tbx --format json` (or reads a saved report with --report), keeps the
warning-severity findings, orders them by a key that does not depend on the run (path, line, column,
rule, message) and draws a sample with a fixed seed. Each finding is printed with its id (the
first 8 characters of its fingerprint), its message and notes, and the text around it, for review
by hand; the judged list is in Documentation/Quality-subtitles.md.

    python3 Benchmarks/Quality/sample-warnings.py --termbridge .build/debug/termbridge [--seed 19] [--size 100]
    python3 Benchmarks/Quality/sample-warnings.py --report findings.json        # a saved check report
    python3 Benchmarks/Quality/sample-warnings.py --report findings.json --counts  # warnings per rule
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

from shared_folder import find_shared


def run_check(termbridge, corpus, glossary):
    run = subprocess.run([termbridge, "check", corpus, "--glossary", glossary, "--format", "json"],
                         capture_output=True, text=True)
    if run.returncode not in (0, 2):
        sys.exit(f"termbridge check failed ({run.returncode}): {run.stderr[-2000:]}")
    return json.loads(run.stdout)


def order_key(finding):
    return (os.path.basename(finding["path"]), finding["line"], finding["column"], finding["rule"],
            finding["message"])


def context(finding, width=70):
    """The finding's line around its column (columns count Unicode scalars, as Python's str does)."""
    try:
        with open(finding["path"], encoding="utf-8") as file:
            lines = file.read().split("\n")
    except OSError:
        return ""
    line = lines[finding["line"] - 1] if 0 < finding["line"] <= len(lines) else ""
    start = max(0, finding["column"] - 1 - width)
    end = finding.get("endColumn") or finding["column"]
    text = line[start:finding["column"] - 1] + "⟦" + line[finding["column"] - 1:end - 1] + "⟧" + line[end - 1:end - 1 + width]
    return text.replace("\n", " ")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--termbridge", default=".build/debug/termbridge")
    parser.add_argument("--corpus", default=None, help="the perf corpus folder (default: ../shared/perf-corpus/wwdc18)")
    parser.add_argument("--glossary", default="Glossary/storekit-offers.tbx")
    parser.add_argument("--report", default=None, help="a saved `check --format json` report instead of a run")
    parser.add_argument("--save", default=None, help="also write the report of the run to this file")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--counts", action="store_true", help="print the warnings per rule and stop")
    args = parser.parse_args()

    if args.report:
        with open(args.report, encoding="utf-8") as file:
            report = json.load(file)
    else:
        corpus = args.corpus or find_shared(os.getcwd(), "perf-corpus", "wwdc18")
        if not corpus:
            sys.exit("perf corpus not found; pass --corpus")
        report = run_check(args.termbridge, corpus, args.glossary)
        if args.save:
            with open(args.save, "w", encoding="utf-8") as file:
                json.dump(report, file, ensure_ascii=False)

    warnings = sorted((f for f in report["findings"] if f["severity"] == "warning"), key=order_key)
    counts = collections.Counter(f["rule"] for f in warnings)
    print(f"{len(warnings)} warnings: " + ", ".join(f"{rule} {n}" for rule, n in counts.most_common()))
    if args.counts:
        return
    chosen = random.Random(args.seed).sample(warnings, min(args.size, len(warnings)))
    for number, finding in enumerate(chosen, 1):
        where = f"{os.path.basename(finding['path'])}:{finding['line']}:{finding['column']}"
        print(f"\n#{number} {finding['fingerprint'][:8]} [{finding['rule']}] {where}")
        print(f"  {finding['message']}")
        for note in finding.get("notes") or []:
            print(f"  note: {note}")
        print(f"  text: …{context(finding)}…")


if __name__ == "__main__":
    main()
