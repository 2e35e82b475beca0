"""Hugging Face results for `lantern models search`: repository, file, size, fit."""

from __future__ import annotations

from app.models.fit import Machine
from app.models.hub_search import RepoResult, search_with_fit
from app.models.space import human


def search_hub(text: str, limit: int, machine: Machine, n_ctx: int) -> list[RepoResult]:
    return search_with_fit(text, limit, machine, n_ctx)


def print_hub_result(result: RepoResult) -> None:
    repo = result.repo
    gated = ", gated: accept its license on huggingface.co and set HF_TOKEN" \
        if repo.gated else ""
    print(f"   {repo.repo}  ({repo.downloads:,} downloads, {repo.likes} likes{gated})")
    if result.error:
        print(f"      {result.error}")
    elif not result.files:
        print("      no single-file GGUF model in it")
    for found in result.files:
        fit = (f"{found.fit.verdict}: {human(found.fit.total)} of {human(found.fit.available)}"
               if found.fit else "fit unknown (header not readable)")
        print(f"      {found.file.file:52} {found.file.quantization:8} "
              f"{human(found.file.size):>9}  {fit}")
    if result.files and result.projector:
        print(f"      sees images: {result.projector} downloads with the model")
    if result.files:
        first = result.files[0].file
        print(f"      lantern models download {first.repo} --file {first.file}")
