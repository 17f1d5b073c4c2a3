// Runs the reference site's search box script against its data, as a browser would, with a
// minimal stand-in for the page: each query must list the expected page first.
// Usage: node Tests/Tools/check-reference-search.js SITE_FOLDER
"use strict";
const fs = require("fs");
const path = require("path");
const site = process.argv[2];
if (!site) { console.error("usage: check-reference-search.js SITE_FOLDER"); process.exit(64); }

function element(tag) {
  return {
    tag, children: [], attributes: {}, listeners: {}, textContent: "", value: "", lang: "", href: "",
    appendChild(child) { this.children.push(child); },
    getAttribute(name) { return this.attributes[name]; },
    setAttribute(name, value) { this.attributes[name] = value; },
    removeAttribute(name) { delete this.attributes[name]; },
    addEventListener(type, fn) { this.listeners[type] = fn; },
    querySelectorAll() { return this.children.map((li) => li.children[0]); },
    scrollIntoView() {},
  };
}
const input = element("input");
input.attributes["data-root"] = "../";
const list = element("ul");
Object.defineProperty(list, "textContent", { set() { this.children = []; }, get() { return ""; } });
global.window = { location: {} };
global.document = {
  getElementById: (id) => (id === "q" ? input : id === "results" ? list : null),
  createElement: element,
};
eval(fs.readFileSync(path.join(site, "search-data.js"), "utf8"));
eval(fs.readFileSync(path.join(site, "search.js"), "utf8"));

const cases = [
  ["ウィンバックオファー", "concepts/win-back-offer.html"],
  ["うぃんばっく", "concepts/win-back-offer.html"],
  ["ｳｨﾝﾊﾞｯｸ", "concepts/win-back-offer.html"],
  ["uinbakku", "concepts/win-back-offer.html"],
  ["yinghui youhui", "concepts/win-back-offer.html"],
  ["yínghuí", "concepts/win-back-offer.html"],
  ["eligibleWinBackOfferIDs", "symbols/RenewalInfo.eligibleWinBackOfferIDs.html"],
  // A plural or possessive lists its term's page.
  ["promotional offers", "concepts/promotional-offer.html"],
  ["Offer Codes", "concepts/offer-code.html"],
  ["win-back offer's", "concepts/win-back-offer.html"],
];
let failed = 0;
for (const [query, expected] of cases) {
  input.value = query;
  input.listeners.input();
  const hrefs = list.children.map((li) => li.children[0].href);
  const ok = hrefs.some((h) => h === "../" + expected);
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} search '${query}' lists ${expected}${ok ? "" : ` (got ${hrefs.slice(0, 3).join(", ") || "nothing"})`}`);
}
// Keyboard: ArrowDown selects the first result, Enter opens it.
input.value = "uinbakku";
input.listeners.input();
input.listeners.keydown({ key: "ArrowDown", preventDefault() {} });
input.listeners.keydown({ key: "Enter", preventDefault() {} });
const opened = window.location.href === list.children[0].children[0].href;
if (!opened) failed++;
console.log(`${opened ? "ok  " : "FAIL"} ArrowDown then Enter opens the first result`);
process.exit(failed ? 1 : 0);
