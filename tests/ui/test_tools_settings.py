"""Settings → Tools: add a server, import an mcpServers list, start and stop
real servers, see their tools; a server that cannot start says why (its
stderr) and nothing else is affected."""

from __future__ import annotations

import json
import sys

from app.tools.mcp_client import ServerState
from app.tools.servers import ServerList
from app.ui.tools.tools_tab import ToolsTab
from tests.tools.servers import MISBEHAVING
from tests.ui.conftest import WAIT_MS, Harness


def tools_tab(harness: Harness) -> ToolsTab:
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None
    tab = next(dialog.tabs.widget(i) for i in range(dialog.tabs.count())
               if dialog.tabs.tabText(i) == "Tools")
    assert isinstance(tab, ToolsTab)
    dialog.tabs.setCurrentWidget(tab)
    return tab


def state_of(tab: ToolsTab, name: str) -> ServerState:
    return next(r.status.state for r in tab.tools.rows() if r.config.name == name)


def test_add_start_see_tools_and_stop(harness: Harness) -> None:
    tab = tools_tab(harness)
    form = tab.add_server()
    form.name.setText("misbehaving")
    form.command.setText(f"{sys.executable} {MISBEHAVING}")
    form.env.setPlainText("MISBEHAVE_CANCELLED_FILE=/dev/null")
    form._accept()
    assert form.result() == form.DialogCode.Accepted
    saved, _ = ServerList(tab.tools.list.path).load()
    # Started with Lantern from the next launch on (its tools stay in the
    # conversations), unless unticked; not started now by itself.
    assert form.autostart.isChecked()
    assert [(s.name, dict(s.env), s.autostart) for s in saved] == [
        ("misbehaving", {"MISBEHAVE_CANCELLED_FILE": "/dev/null"}, True)]
    assert state_of(tab, "misbehaving") is ServerState.STOPPED  # nothing starts by itself
    tab.start_button.click()
    harness.qtbot.waitUntil(lambda: state_of(tab, "misbehaving") is ServerState.RUNNING,
                            timeout=WAIT_MS)
    # The row is redrawn from the server's state signal, queued to the GUI thread.
    harness.qtbot.waitUntil(lambda: tab.tree.topLevelItem(0) is not None
                            and tab.tree.topLevelItem(0).text(1) != "Starting…",
                            timeout=WAIT_MS)
    item = tab.tree.topLevelItem(0)
    assert item is not None and item.text(1) == "Running"
    tools = {item.child(i).text(0): item.child(i).text(2) for i in range(item.childCount())}
    assert tools["hang"] == "Never answers until cancelled."
    assert "echo" in tools and "crash" in tools
    assert "5 tools" in tab.detail.text()
    tab.autostart.setChecked(False)
    assert not ServerList(tab.tools.list.path).load()[0][0].autostart
    tab.autostart.setChecked(True)
    assert ServerList(tab.tools.list.path).load()[0][0].autostart
    tab.stop_button.click()
    harness.qtbot.waitUntil(lambda: state_of(tab, "misbehaving") is ServerState.STOPPED,
                            timeout=WAIT_MS)


def test_a_form_with_a_problem_says_it_and_stays_open(harness: Harness) -> None:
    tab = tools_tab(harness)
    form = tab.add_server()
    form.name.setText("bad/name")
    form.command.setText("uvx x")
    form._accept()
    assert form.isVisible() and "A server's name" in form.problem.text()
    form.as_url.setChecked(True)
    form.name.setText("web")
    form.url.setText("ftp://example")
    form._accept()
    assert "must start with http" in form.problem.text()
    form.reject()
    assert tab.tools.rows() == []


def test_an_imported_server_that_fails_to_start_shows_its_stderr(harness: Harness) -> None:
    tab = tools_tab(harness)
    failing = "import sys; sys.stderr.write('no API token given'); sys.exit(3)"
    form = tab.import_servers()
    form.text.setPlainText(json.dumps({"mcpServers": {
        "broken": {"command": sys.executable, "args": ["-c", failing]}}}))
    form.accept()
    assert "Imported broken" in tab.detail.text()
    assert tab.selected_name() == "broken"
    tab.start_button.click()
    harness.qtbot.waitUntil(lambda: state_of(tab, "broken") is ServerState.FAILED,
                            timeout=WAIT_MS)
    # The state is the server thread's; the page redraws from its queued signal.
    harness.qtbot.waitUntil(lambda: "could not start" in tab.detail.text(), timeout=WAIT_MS)
    assert "no API token given" in tab.detail.text()
    assert tab.tree.topLevelItem(0).text(1) == "Failed"  # type: ignore[union-attr]
    harness.send("still answering")  # the app goes on
    assert harness.thread()[-1].complete


def test_a_bad_import_is_said(harness: Harness) -> None:
    tab = tools_tab(harness)
    form = tab.import_servers()
    form.text.setPlainText("{not json")
    form.accept()
    assert "This is not JSON" in tab.detail.text()
