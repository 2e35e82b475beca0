"""Build Lantern's installers. One command each:

    .venv/bin/python packaging/build.py bundle     # dist/lantern/ (PyInstaller one-folder)
    .venv/bin/python packaging/build.py appimage   # dist/Lantern-<version>-x86_64.AppImage
    .venv/bin/python packaging/build.py deb        # dist/lantern_<version>_amd64.deb

`appimage` and `deb` build the bundle first when it is missing. The bundle
carries the default models ready to load (no first-run assembly), llama.cpp
built without -march=native (the project's portable wheel), Qt, icons and
the .desktop entry. Linux tools used: mksquashfs (squashfs-tools), gcc with
libsquashfuse-dev for the AppImage runtime, dpkg-deb.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402

BUILD = ROOT / "build"
DIST = ROOT / "dist"
BUNDLE = DIST / "lantern"
ICONS = ROOT / "resources" / "icons"
DESKTOP = ROOT / "resources" / "lantern.desktop"


def run(*args: str | Path, **kwargs: object) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, **kwargs)  # type: ignore[call-overload]


def stage_models() -> Path:
    """The default models as the bundle ships them: ready-to-load GGUF files."""
    from app.engine.bert_gguf import default_embedding_model_path
    from app.engine.model_files import DEFAULT_CHAT_MODEL_FILE, default_chat_model

    models = BUILD / "bundle-models"
    shutil.rmtree(models, ignore_errors=True)
    models.mkdir(parents=True)
    chat = default_chat_model()
    embedding = default_embedding_model_path()
    for source, name in ((chat, DEFAULT_CHAT_MODEL_FILE), (embedding, embedding.name)):
        os.link(source, models / name) if source.stat().st_dev == models.stat().st_dev \
            else shutil.copy2(source, models / name)
    return models


def bundle() -> Path:
    models = stage_models()
    # The .qm catalogs travel inside resources/ (the spec's datas).
    run(sys.executable, ROOT / "scripts" / "translations.py", "build")
    env = dict(os.environ, LANTERN_BUNDLE_MODELS=str(models))
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", BUILD / "pyinstaller",
        ROOT / "packaging" / "lantern.spec", env=env)
    (BUNDLE / "VERSION").write_text(__version__ + "\n")
    if sys.platform.startswith("linux"):
        from linux_links import system_needs

        system_needs(BUNDLE)  # raises, naming the packages, if a library was left out
    return BUNDLE


def ensure_bundle() -> Path:
    return BUNDLE if (BUNDLE / "lantern").is_file() else bundle()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("target", choices=("bundle", "appimage", "deb"))
    parser.add_argument("--zstd-level", type=int, default=None,
                        help="the AppImage's squashfs compression (default 15, as "
                             "released; the tests' throwaway images use 3)")
    args = parser.parse_args()
    if args.target == "bundle":
        print(bundle())
    elif args.target == "appimage":
        from packaging_linux import APPIMAGE_ZSTD_LEVEL, build_appimage

        level = APPIMAGE_ZSTD_LEVEL if args.zstd_level is None else args.zstd_level
        print(build_appimage(ensure_bundle(), DIST, __version__, level))
    else:
        from packaging_linux import build_deb

        print(build_deb(ensure_bundle(), DIST, __version__))


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "packaging"))
    main()
