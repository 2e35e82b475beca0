"""Structured-output frameworks people use, driven end to end against a real
server on the bundled model: `instructor` (response_format json_schema) and
`langchain-openai` (with_structured_output). Only that the results parse and
validate is asserted."""

from __future__ import annotations

from typing import Literal

import instructor
import openai
import pytest
from langchain_openai import ChatOpenAI
from pydantic import BaseModel, Field

from app.api.server import ApiServer
from tests.api.conftest import API_KEY

pytestmark = pytest.mark.slow


class Pet(BaseModel):
    name: str = Field(max_length=20)
    kind: Literal["cat", "dog", "bird"]
    age_years: int = Field(ge=0, le=30)


def test_instructor_returns_a_valid_model(client: openai.OpenAI) -> None:
    structured = instructor.from_openai(client, mode=instructor.Mode.JSON_SCHEMA)
    pet = structured.chat.completions.create(
        model="lantern", response_model=Pet, max_retries=0, max_tokens=80, temperature=0.0,
        messages=[{"role": "user", "content": "Invent a pet."}])
    assert isinstance(pet, Pet)
    assert 0 <= pet.age_years <= 30 and pet.kind in {"cat", "dog", "bird"}  # checked again


@pytest.fixture(scope="module")
def chat_model(server: ApiServer) -> ChatOpenAI:
    return ChatOpenAI(base_url=f"{server.url}/v1", api_key=API_KEY,  # type: ignore[arg-type]
                      model="lantern", temperature=0.0, max_tokens=80,  # type: ignore[call-arg]
                      max_retries=0)


def test_langchain_structured_output(chat_model: ChatOpenAI) -> None:
    structured = chat_model.with_structured_output(Pet, method="json_schema", strict=True)
    pet = structured.invoke("Invent a pet.")
    assert isinstance(pet, Pet)
