"""A tutorial's rulebook citation in a real JupyterLab: JupyterLab's markdown renderer and
sanitizer keep it a closed "Rulebook: <title>" that opens to the rule's section, quote and
ruling, with its marker for tools/make_rules_doc.py unseen. Nothing runs: markdown only."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import make_rules_doc as doc  # noqa: E402

NOTEBOOK = "porta_nigra/porta_nigra_2_turns.ipynb"


def cited_with_a_ruling():
    """A rule the notebook cites that has a quote and a ruling (found from its markers,
    so that this test names no rule: it checks the citation, not a rule)."""
    rules = doc.rules_of("porta_nigra")
    cells = json.loads((REPO / "notebooks" / NOTEBOOK).read_text(encoding="utf-8"))["cells"]
    anchors = [a for c in cells for m in doc.MARKER.findall("".join(c["source"])) for a in m.split()]
    return next(r for r in rules.values() if doc.anchor("porta_nigra", r.id) in anchors and r.quote and r.ruling)


def test_a_citation_opens_to_the_rules_words(page, jupyter_lab, open_notebook, artifacts):
    from playwright.sync_api import expect

    rule = cited_with_a_ruling()
    open_notebook(page, jupyter_lab, NOTEBOOK)
    cite = page.locator(".jp-MarkdownOutput details", has=page.locator("summary", has_text=rule.title)).first
    summary = cite.locator("summary")
    summary.scroll_into_view_if_needed()
    expect(summary).to_be_visible(timeout=30_000)
    assert summary.inner_text().startswith("Rulebook: ")
    quote = cite.locator("li", has=page.locator("strong", has_text=rule.title))
    expect(quote).to_be_hidden()  # closed until the learner asks
    markdown = cite.locator("xpath=ancestor::*[contains(@class, 'jp-MarkdownOutput')][1]")
    assert "rules:" not in markdown.inner_text() and "<!--" not in markdown.inner_text(), "the marker shows"
    page.screenshot(path=str(artifacts / "rule_citation_closed.png"))

    summary.click()
    expect(quote).to_be_visible()
    expect(quote.locator("em", has_text=rule.section)).to_be_visible()
    text = " ".join(quote.inner_text().split())
    assert f"“{rule.quote}”" in text and f"Our ruling: {rule.ruling}" in text, text
    cite.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "rule_citation_open.png"))
    assert page.js_errors == [], page.js_errors
