extension HTMLRenderer {
    /// The style sheet: readable on a laptop and a phone, light and dark.
    static let css = """
        :root { --fg: #1d1d1f; --bg: #ffffff; --muted: #6e6e73; --line: #d2d2d7; --accent: #0066cc; --warn-bg: #fff4e5; --warn: #b25000; --code-bg: #f5f5f7; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f5f5f7; --bg: #161617; --muted: #a1a1a6; --line: #424245; --accent: #4da3ff; --warn-bg: #3a2a14; --warn: #ffb35c; --code-bg: #232325; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--fg); background: var(--bg); font: 16px/1.6 system-ui, -apple-system, "Hiragino Sans", "Noto Sans CJK JP", "PingFang SC", "Noto Sans CJK SC", sans-serif; }
        :lang(ja) { font-family: "Hiragino Sans", "Noto Sans CJK JP", "Noto Sans JP", sans-serif; }
        :lang(zh-Hans) { font-family: "PingFang SC", "Noto Sans CJK SC", "Noto Sans SC", sans-serif; }
        header { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line); padding: .5rem 1rem; }
        nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; font-size: .95rem; }
        nav a:first-child { font-weight: 600; }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        footer { max-width: 72rem; margin: 2rem auto; padding: 1rem; color: var(--muted); font-size: .85rem; border-top: 1px solid var(--line); }
        a { color: var(--accent); text-decoration: none; } a:hover, a:focus { text-decoration: underline; }
        a:focus, input:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
        h1 { font-size: 1.8rem; line-height: 1.25; margin: .5rem 0; overflow-wrap: anywhere; }
        h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: .9em; }
        .meta { color: var(--muted); }
        .search { position: relative; margin-top: .4rem; }
        .search label { position: absolute; left: -9999px; }
        .search input { width: 100%; max-width: 32rem; padding: .45rem .6rem; font-size: 1rem; color: var(--fg); background: var(--code-bg); border: 1px solid var(--line); border-radius: 8px; }
        #results { position: absolute; left: 0; right: 0; max-width: 32rem; margin: 0; padding: 0; list-style: none; background: var(--bg); border: 1px solid var(--line); border-radius: 8px; max-height: 60vh; overflow-y: auto; }
        #results:empty { display: none; }
        #results li a { display: block; padding: .35rem .6rem; }
        #results li a[aria-selected="true"] { background: var(--code-bg); }
        #results small { color: var(--muted); margin-left: .4rem; }
        blockquote { margin: .5rem 0; padding: .4rem .8rem; border-left: 3px solid var(--line); background: var(--code-bg); border-radius: 0 6px 6px 0; }
        blockquote p { margin: 0; }
        cite { display: block; font-style: normal; font-size: .8rem; color: var(--muted); }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid var(--line); }
        table.pairs td { width: 50%; }
        .warning { background: var(--warn-bg); border-left: 4px solid var(--warn); padding: .2rem 1rem .8rem; border-radius: 0 8px 8px 0; }
        .warning h2 { color: var(--warn); border: 0; margin-top: .6rem; }
        del { color: var(--warn); } ins { text-decoration: none; font-weight: 600; }
        dl.terms { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
        dl.terms dt { color: var(--muted); } dl.terms dd { margin: 0; }
        ul.columns { columns: 3 16rem; padding-left: 1.2rem; }
        ul.cards { padding-left: 1.2rem; }
        figure.code { margin: 1rem 0; }
        figure.code pre { background: var(--code-bg); padding: .8rem; border-radius: 8px; overflow-x: auto; line-height: 1.45; }
        figcaption { font-size: .85rem; color: var(--muted); }
        .k { color: #ad3da4; font-weight: 600; } .t { color: #703daa; } .s { color: #d12f1b; } .n { color: #272ad8; } .c { color: #707f8c; font-style: italic; }
        @media (prefers-color-scheme: dark) { .k { color: #ff7ab2; } .t { color: #dabaff; } .s { color: #ff8170; } .n { color: #d9c97c; } .c { color: #7f8c98; } }
        .findings { padding-left: 1.2rem; } .findings .sev { font-size: .75rem; text-transform: uppercase; font-weight: 700; }
        .findings .error .sev { color: #d70015; } .findings .warning { background: none; border: 0; padding: 0; } .findings .warning .sev { color: var(--warn); }
        ol.lines { list-style: none; padding: 0; } ol.lines li { padding: .15rem 0; border-bottom: 1px dotted var(--line); }
        ol.lines li:target { background: var(--warn-bg); }
        ol.lines .num { display: inline-block; min-width: 3rem; color: var(--muted); font-variant-numeric: tabular-nums; }
        .toc .l2 { margin-left: 1rem; } .toc .l3 { margin-left: 2rem; } .toc .l4 { margin-left: 3rem; }
        ul.platforms { display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0; }
        ul.platforms li { border: 1px solid var(--line); border-radius: 999px; padding: .1rem .7rem; font-variant-numeric: tabular-nums; }
        p, li, dd, td { overflow-wrap: anywhere; }
        .jump a { display: inline-block; min-width: 2rem; text-align: center; }
        @media (max-width: 40rem) {
          main { padding: .6rem; } h1 { font-size: 1.4rem; }
          table.pairs, table.pairs tbody, table.pairs tr, table.pairs td { display: block; width: 100%; }
          table.pairs thead { display: none; }
          table.pairs tr { border-bottom: 2px solid var(--line); padding: .3rem 0; }
          ul.columns { columns: 1; }
        }

        """

    /// The search box: filters symbols and terms as you type, in any script, romaji and pinyin
    /// included, a Latin term in any number (its words' `NounForm` keys); arrow keys move, Enter
    /// opens, Escape closes. Plain JavaScript over `window.TB_SEARCH` (search-data.js), so it works
    /// from `file://`.
    static let script = """
        (function () {
          "use strict";
          var input = document.getElementById("q");
          var list = document.getElementById("results");
          if (!input || !list || !window.TB_SEARCH) { return; }
          var root = input.getAttribute("data-root") || "";
          function fold(text) {
            var s = text.normalize("NFKC").toLowerCase();
            return s.replace(/[\\u3041-\\u3096]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) + 0x60); });
          }
          function compact(text) {
            return text.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]/g, "");
          }
          // A Latin word in the one form its plural and possessive share, as NounForm gives it.
          function nounKey(word) {
            if (!/^[a-z]/.test(word)) { return word; }
            var w = word;
            if (/^..*['\\u2019]s$/.test(w)) { w = w.slice(0, -2); } else if (/['\\u2019]$/.test(w)) { w = w.slice(0, -1); }
            if (!/^[a-z]+$/.test(w)) { return word; }
            if (w.length > 3 && /s$/.test(w) && !/(ss|us)$/.test(w)) { w = w.slice(0, -1); }
            if (w.length > 3 && /e$/.test(w)) { w = w.slice(0, -1); }
            if (w.length > 3 && /y$/.test(w)) { w = w.slice(0, -1) + "i"; }
            return w;
          }
          function phraseKey(text) {
            var words = text.toLowerCase().split(/[^a-z0-9'\\u2019]+/).filter(function (w) { return w; }).map(nounKey);
            return words.some(function (w) { return /[a-z]/.test(w); }) ? words.join(" ") : "";
          }
          var selected = -1;
          function render() {
            var q = fold(input.value.trim());
            var c = compact(input.value);
            var n = phraseKey(q);
            list.textContent = "";
            selected = -1;
            if (!q) { return; }
            var hits = [];
            for (var i = 0; i < window.TB_SEARCH.length && hits.length < 30; i++) {
              var entry = window.TB_SEARCH[i];
              var keys = entry.keys;
              for (var k = 0; k < keys.length; k++) {
                if (keys[k].indexOf(q) >= 0 || (c.length >= 2 && keys[k].indexOf(c) >= 0)
                  || (n.length >= 2 && keys[k].indexOf(n) >= 0)) { hits.push(entry); break; }
              }
            }
            hits.forEach(function (entry) {
              var li = document.createElement("li");
              var a = document.createElement("a");
              a.href = root + entry.href;
              a.textContent = entry.label;
              if (entry.language) { a.lang = entry.language; }
              var small = document.createElement("small");
              small.textContent = entry.language ? entry.language : "API";
              small.lang = "en";
              a.appendChild(small);
              li.appendChild(a);
              list.appendChild(li);
            });
          }
          function move(step) {
            var links = list.querySelectorAll("a");
            if (!links.length) { return; }
            if (selected >= 0) { links[selected].removeAttribute("aria-selected"); }
            selected = (selected + step + links.length) % links.length;
            links[selected].setAttribute("aria-selected", "true");
            links[selected].scrollIntoView({ block: "nearest" });
          }
          input.addEventListener("input", render);
          input.addEventListener("keydown", function (event) {
            if (event.key === "ArrowDown") { move(1); event.preventDefault(); }
            else if (event.key === "ArrowUp") { move(-1); event.preventDefault(); }
            else if (event.key === "Enter") {
              var links = list.querySelectorAll("a");
              var target = links[selected >= 0 ? selected : 0];
              if (target) { window.location.href = target.href; }
            } else if (event.key === "Escape") { input.value = ""; render(); }
          });
        })();

        """
}
