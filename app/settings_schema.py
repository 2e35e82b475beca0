"""The schema of settings.json, and dropping just the values that break it.

A person may edit settings.json by hand, or another program may damage it.
Validating the whole file and removing only what failed (a top-level key, a
sampler field, one adapter) keeps everything else the user chose. The schema is
derived from the Settings fields and their rules (app.config): one definition.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Annotated, Any

from pydantic import Field, StrictBool, StrictInt, ValidationError, create_model

from app.config import RULES, AdapterSpec, Rule, Settings
from app.schema import Checked, NonEmptyText, Number, SamplerModel, Text, json_path, shown


class AdapterModel(Checked):
    name: NonEmptyText
    path: NonEmptyText
    default_scale: Number = 1.0


def _annotation(rule: Rule) -> Any:
    """The pydantic type of a setting, from its rule in app.config."""
    if rule.kind == "int":
        return Annotated[StrictInt, Field(ge=rule.low, le=rule.high)]
    if rule.kind == "choice":
        return Annotated[Text, Field(pattern=f"^({'|'.join(rule.choices)})$")]
    return {"bool": StrictBool, "text": Text, "name": NonEmptyText,
            "names": list[NonEmptyText], "sampler": SamplerModel,
            "adapters": list[AdapterModel]}[rule.kind]


def _default(name: str) -> Any:
    value = getattr(Settings(), name)
    if isinstance(value, list) or RULES[name].kind == "sampler":
        factory = SamplerModel if RULES[name].kind == "sampler" else list
        return Field(default_factory=factory)
    return value


class _SettingsBase(Checked):
    def to_settings(self) -> Settings:
        values = {name: getattr(self, name) for name in type(self).model_fields}
        values["sampler"] = values["sampler"].to_config()
        values["adapters"] = [AdapterSpec(a.name, a.path, a.default_scale)
                              for a in values["adapters"]]
        values["api_cors_origins"] = list(values["api_cors_origins"])
        return Settings(**values)


_FIELDS: dict[str, Any] = {f.name: (_annotation(RULES[f.name]), _default(f.name))
                           for f in fields(Settings)}
SettingsModel = create_model(  # one field per Settings field, typed by its rule
    "SettingsModel", __base__=_SettingsBase, **_FIELDS)


def drop_invalid(data: dict[str, Any], error: ValidationError) -> tuple[dict[str, Any],
                                                                        list[str]]:
    """`data` without the values `error` found wrong, and a note for each."""
    data = dict(data)
    sampler = dict(data["sampler"]) if isinstance(data.get("sampler"), dict) else None
    bad_adapters: set[int] = set()
    notes = []
    for item in error.errors(include_url=False):
        loc = item["loc"]
        found = "" if item["type"] == "missing" else f" (found {shown(item['input'])})"
        what = str(item["msg"]).removeprefix("Value error, ")
        if loc[0] == "sampler" and sampler is not None and len(loc) > 1:
            sampler.pop(str(loc[1]), None)
            where = loc[:2]
        elif loc[0] == "adapters" and len(loc) > 1 and isinstance(loc[1], int):
            bad_adapters.add(loc[1])
            where = loc[:2]
        else:
            data.pop(str(loc[0]), None)
            where = loc[:1]
        notes.append(f"{json_path(where)}: {what}{found}; reset to the default")
    if sampler is not None and "sampler" in data:
        data["sampler"] = sampler
    if bad_adapters and isinstance(data.get("adapters"), list):
        data["adapters"] = [a for n, a in enumerate(data["adapters"]) if n not in bad_adapters]
    return data, list(dict.fromkeys(notes))
