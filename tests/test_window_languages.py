"""The window starts in every language, on a real X display, without warnings.

Each language is one run of the installed `lantern` with that language in
its settings, on its own Xvfb (three at a time: about 20 s for all seven);
the catalogs are compiled from the .ts files into a scratch folder
first, so the run shows what the sources say now.
"""

from __future__ import annotations

import json
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app.ui.i18n import LANGUAGES
from tests.ui.test_i18n import translations
from tests.xvfb import WindowRun, require_x_tools, run_window, window_env

LANTERN = Path(sys.executable).parent / "lantern"
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="X11 is Linux's")


def start(language: str, catalogs: Path, root: Path) -> WindowRun:
    data = root / language / "data"
    data.mkdir(parents=True)
    (data / "settings.json").write_text(json.dumps({"language": language}))

    def env_for(display: str) -> dict[str, str]:
        env = window_env(display, root / language / "home")
        env.update(LANTERN_DATA_DIR=str(data), LANTERN_TRANSLATIONS=str(catalogs))
        return env

    return run_window([str(LANTERN)], env_for, root / language / "window.png", timeout=120)


def test_the_window_starts_in_every_language_without_warnings(tmp_path: Path) -> None:
    if not LANTERN.exists():
        pytest.skip(f"{LANTERN} is not installed (run scripts/dev.py install)")
    require_x_tools()
    catalogs = tmp_path / "catalogs"
    catalogs.mkdir()
    for source in translations.TRANSLATIONS.glob("lantern_*.ts"):
        shutil.copy(source, catalogs)
    assert len(translations.build(catalogs)) == len(LANGUAGES)
    with ThreadPoolExecutor(max_workers=3) as pool:  # more Xvfbs at once miss their start
        runs = dict(zip(LANGUAGES, pool.map(lambda code: start(code, catalogs, tmp_path),
                                            LANGUAGES), strict=True))
    for language, seen in runs.items():
        assert seen.returncode == 0, f"{language}: {seen.stderr}"
        noise = [line for line in seen.stderr.splitlines() if line.strip()]
        assert not noise, f"{language} said on stderr:\n" + "\n".join(noise)
        assert seen.colours > 50, f"{language}: the screen looks blank"
