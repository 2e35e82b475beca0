"""Tool calling from the frameworks people use, end to end against a real
server on the bundled model: `instructor` through a forced tool call and
`langchain-openai`'s bind_tools, a tool result read back."""

from __future__ import annotations

import instructor
import openai
import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI

from tests.api.test_frameworks import Pet, chat_model

pytestmark = pytest.mark.slow
__all__ = ["chat_model"]  # the module-scoped fixture, shared


@tool
def get_weather(city: str) -> str:
    """The current weather in a city."""
    return f"18 C and sunny in {city}"


def test_instructor_through_a_forced_tool_call(client: openai.OpenAI) -> None:
    structured = instructor.from_openai(client, mode=instructor.Mode.TOOLS)
    pet = structured.chat.completions.create(
        model="lantern", response_model=Pet, max_retries=0, max_tokens=80, temperature=0.0,
        messages=[{"role": "user", "content": "Invent a pet."}])
    assert isinstance(pet, Pet)


def test_langchain_calls_a_tool_and_reads_its_result(chat_model: ChatOpenAI) -> None:
    with_tools = chat_model.bind_tools([get_weather], tool_choice="get_weather")
    question = HumanMessage("What is the weather in Oslo?")
    asked = with_tools.invoke([question])
    assert isinstance(asked, AIMessage) and asked.tool_calls
    call = asked.tool_calls[0]
    assert call["name"] == "get_weather" and isinstance(call["args"]["city"], str)
    result = ToolMessage(get_weather.invoke(call["args"]), tool_call_id=call["id"] or "")
    answer = chat_model.invoke([question, asked, result])
    assert isinstance(answer, AIMessage) and answer.content
