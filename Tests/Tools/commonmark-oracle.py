#!/usr/bin/env python3
"""The CommonMark spec's examples with the leaf blocks an independent parser finds in them.

Reads spec.txt from the commonmark (commonmark.py) source distribution that .ci/run downloads
(.build/commonmark/commonmark-*.tar.gz, or a path given as the first argument) and parses every
example with commonmark.py. Prints JSON: a list of {section, number, markdown, blocks}, where
blocks are the leaf blocks in document order as [kind, content]: kind is `heading1`…`heading6`,
`paragraph`, `code`, `html` or `hr`; paragraph and heading content is the raw inline text with each
line trimmed; code and HTML content is the literal without its final line feed.

Exit status 3 when commonmark.py or the spec is missing (the Swift test then skips).
"""
import glob
import json
import os
import sys
import tarfile

try:
    import commonmark
except ImportError:
    print("commonmark (PyPI) is not installed", file=sys.stderr)
    sys.exit(3)


def spec_text(argument):
    if argument and os.path.isfile(argument) and argument.endswith(".txt"):
        with open(argument, encoding="utf-8") as handle:
            return handle.read()
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [argument] if argument else []
    candidates += sorted(glob.glob(os.path.join(here, "..", "..", ".build", "commonmark", "commonmark-*.tar.gz")))
    for path in candidates:
        if path and os.path.isfile(path):
            with tarfile.open(path) as archive:
                for member in archive.getmembers():
                    if member.name.endswith("/spec.txt"):
                        return archive.extractfile(member).read().decode("utf-8")
    return None


def examples(text):
    fence = "`" * 32 + " example"
    section = ""
    number = 0
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#") and not line.startswith("#####"):
            section = line.lstrip("#").strip()
        if line == fence:
            i += 1
            markdown = []
            while lines[i] != ".":
                markdown.append(lines[i])
                i += 1
            while lines[i] != "`" * 32:
                i += 1
            number += 1
            source = "\n".join(markdown).replace("\u2192", "\t")
            yield section, number, source + "\n" if markdown else ""
        i += 1


def trimmed(content):
    return "\n".join(part.strip() for part in content.split("\n")).strip()


def leaves(markdown):
    walker = commonmark.Parser().parse(markdown).walker()
    result = []
    event = walker.nxt()
    while event:
        node, entering = event["node"], event["entering"]
        if entering:
            if node.t == "paragraph":
                result.append(["paragraph", trimmed(node.string_content)])
            elif node.t == "heading":
                result.append(["heading%d" % node.level, trimmed(node.string_content)])
            elif node.t == "code_block":
                result.append(["code", node.literal[:-1] if node.literal.endswith("\n") else node.literal])
            elif node.t == "html_block":
                result.append(["html", node.literal.rstrip("\n")])
            elif node.t == "thematic_break":
                result.append(["hr", ""])
        event = walker.nxt()
    return result


def main():
    text = spec_text(sys.argv[1] if len(sys.argv) > 1 else None)
    if text is None:
        print("the CommonMark spec (spec.txt in commonmark's sdist) was not found", file=sys.stderr)
        sys.exit(3)
    out = [
        {"section": section, "number": number, "markdown": markdown, "blocks": leaves(markdown)}
        for section, number, markdown in examples(text)
    ]
    json.dump(out, sys.stdout, ensure_ascii=False)


main()
