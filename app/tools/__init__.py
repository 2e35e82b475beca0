"""Tools a model may call while it answers: Lantern's own (search my
documents, the date and time) and those of MCP servers the user added.

No Qt: the window's workers and the CLI drive the same code. Every tool
sits behind one interface (app.tools.base.Tool); every MCP server lives on
its own owner thread (app.tools.mcp_client), so nothing here ever blocks
the thread that asks.
"""
