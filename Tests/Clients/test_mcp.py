"""`navviz serve --mcp` driven by the Python MCP SDK's client, as an agent's host drives it:
list the tools, call each on a sample (in a git repository, for the diff), read the picture
resource, and see an edit on disk in the next answer."""

import json

import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

from conftest import CACHE, NAVVIZ, sample_copy

TOOLS = {
    "navigation_graph", "who_presents", "paths_to_screen", "lint_findings", "navigation_diff",
    "explain_rule",
}


def text(result):
    return "".join(block.text for block in result.content if block.type == "text")


@pytest.fixture
def repository(tmp_path):
    return sample_copy(tmp_path, git=True)


async def serve(root, check):
    parameters = StdioServerParameters(
        command=NAVVIZ, args=["serve", "--mcp", str(root), "--cache-path", CACHE])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert initialized.server_info.name == "navviz"
            await check(session)


async def test_every_tool_and_the_picture(repository):
    async def check(session):
        tools = (await session.list_tools()).tools
        assert {tool.name for tool in tools} == TOOLS
        for tool in tools:
            assert len(tool.description) > 100, tool.name
            assert tool.input_schema["type"] == "object"

        graph = await session.call_tool("navigation_graph", {})
        assert not graph.is_error
        assert "AppFeature --stack path.detail--> SyncUpDetail" in text(graph)
        focused = await session.call_tool(
            "navigation_graph", {"focus": "SyncUpDetail", "depth": 1, "format": "json"})
        document = json.loads(text(focused))
        assert "SyncUpDetail" in {feature["name"] for feature in document["features"]}
        mermaid = await session.call_tool("navigation_graph", {"format": "mermaid"})
        assert "flowchart" in text(mermaid) or "graph" in text(mermaid)

        presenters = await session.call_tool("who_presents", {"feature": "SyncUpDetail"})
        assert not presenters.is_error and "**AppFeature** pushes it" in text(presenters)
        unknown = await session.call_tool("who_presents", {"feature": "SyncUpDetial"})
        assert unknown.is_error and "did you mean SyncUpDetail" in text(unknown)

        paths = await session.call_tool("paths_to_screen", {"to": "SyncUpDetail"})
        assert not paths.is_error
        assert "SyncUpDetail" in text(paths) and "AppFeature.State(" in text(paths)

        findings = await session.call_tool("lint_findings", {})
        assert "[unreachable-path-case]" in text(findings)
        only = await session.call_tool(
            "lint_findings", {"files": ["Sources/Broken/SyncUpDetail.swift"]})
        assert "AppFeature.swift" not in text(only)

        diff = await session.call_tool("navigation_diff", {"base": "HEAD"})
        assert not diff.is_error, text(diff)
        rule = await session.call_tool("explain_rule", {"rule": "unreachable-path-case"})
        assert text(rule).startswith("unreachable-path-case")

        resources = (await session.list_resources()).resources
        uris = {str(resource.uri) for resource in resources}
        assert "navviz://picture.svg" in uris
        picture = await session.read_resource("navviz://picture.svg")
        assert "<svg" in picture.contents[0].text
        focused_picture = await session.read_resource("navviz://feature/SyncUpDetail/picture.svg")
        assert "SyncUpDetail" in focused_picture.contents[0].text

    await serve(repository, check)


async def test_answers_follow_the_disk(repository):
    async def check(session):
        before = text(await session.call_tool("lint_findings", {}))
        assert "[unreachable-path-case]" in before
        path = repository / "Sources/Broken/AppFeature.swift"
        path.write_text(path.read_text().replace("    case settings(Settings)\n", ""))
        after = text(await session.call_tool("lint_findings", {}))
        assert "AppFeature.Path.settings" not in after
        diff = text(await session.call_tool("navigation_diff", {"base": "HEAD"}))
        assert "settings" in diff

        # A .navviz.yml with a typo is reported, and the answers go on.
        (repository / ".navviz.yml").write_text("rulez: {}\n")
        typo = text(await session.call_tool("lint_findings", {}))
        assert typo.startswith(".navviz.yml: ") and "rulez" in typo

        # Arguments of the wrong kind are the tool's error, not the server's end.
        wrong = await session.call_tool("paths_to_screen", {"to": 3})
        assert wrong.is_error
        assert not (await session.call_tool("navigation_graph", {})).is_error

    await serve(repository, check)
