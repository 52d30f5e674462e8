"""`navviz serve --lsp` driven end to end by pytest-lsp, as VS Code and Neovim drive it (their
capabilities, so both position encodings): initialize, open a sample, see its diagnostics,
edit it and see them change, hover, code lens, definition, the picture command, shutdown."""

import asyncio
import pathlib
import urllib.parse

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import CACHE, NAVVIZ

APP_FEATURE = "Sources/Broken/AppFeature.swift"


def uri(path: pathlib.Path) -> str:
    return path.resolve().as_uri()


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[NAVVIZ, "serve", "--lsp", "--cache-path", CACHE]),
    params=["visual-studio-code", "neovim"],
)
async def client(lsp_client: LanguageClient, request, workspace):
    # The server asks to watch files, as VS Code and Neovim let it; pytest-lsp's client does not
    # answer that request by itself.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations = list(params.registrations)

    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param), root_uri=uri(workspace)))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_where(client: LanguageClient, document: str, accepts, timeout=120):
    """The diagnostics of `document` once they satisfy `accepts`, waiting for publications."""

    async def wait():
        while not accepts(client.diagnostics.get(document)):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[document]

    return await asyncio.wait_for(wait(), timeout)


def rules(diagnostics):
    return {d.code for d in diagnostics or []}


def open_document(client, path: pathlib.Path, text: str):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(
            uri=uri(path), language_id="swift", version=1, text=text)))


def change_document(client, path: pathlib.Path, text: str, version: int):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def test_capabilities(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.hover_provider
    assert capabilities.definition_provider
    assert capabilities.code_lens_provider is not None
    assert "navviz.showPicture" in capabilities.execute_command_provider.commands


async def test_diagnostics_follow_edits(client: LanguageClient, workspace):
    path = workspace / APP_FEATURE
    text = path.read_text()
    open_document(client, path, text)
    found = await diagnostics_where(
        client, uri(path), lambda d: "unreachable-path-case" in rules(d))
    finding = next(d for d in found if d.code == "unreachable-path-case")
    assert finding.source == "navviz"
    assert finding.severity in (types.DiagnosticSeverity.Warning, types.DiagnosticSeverity.Error)
    page = pathlib.Path(urllib.parse.urlparse(finding.code_description.href).path)
    assert page.read_text().startswith("unreachable-path-case")
    line = text.splitlines()[finding.range.start.line]
    assert "settings" in line

    # Remove the case nothing pushes: its finding goes.
    edited = text.replace("    case settings(Settings)\n", "")
    change_document(client, path, edited, 2)
    await diagnostics_where(client, uri(path), lambda d: "unreachable-path-case" not in rules(d))

    # Half-typed Swift: the server keeps serving, and the finding comes back when it is typed.
    change_document(client, path, text[: len(text) // 2], 3)
    change_document(client, path, text, 4)
    await diagnostics_where(client, uri(path), lambda d: "unreachable-path-case" in rules(d))


async def test_hover_lens_definition_and_picture(client: LanguageClient, workspace):
    path = workspace / APP_FEATURE
    text = path.read_text()
    open_document(client, path, text)
    lines = text.splitlines()
    detail = next(i for i, l in enumerate(lines) if "case detail(SyncUpDetail)" in l)
    position = types.Position(line=detail, character=lines[detail].index("detail"))
    document = types.TextDocumentIdentifier(uri=uri(path))

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=position))
    assert hover is not None
    assert "SyncUpDetail" in hover.contents.value and "AppFeature" in hover.contents.value

    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=document))
    titles = [lens.command.title for lens in lenses]
    assert any(title.startswith("presented by ") and " · presents " in title for title in titles)

    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=position))
    targets = definition if isinstance(definition, list) else [definition]
    assert any(t.uri.endswith("/Sources/Broken/SyncUpDetail.swift") for t in targets)

    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="navviz.showPicture",
        arguments=[{"textDocument": {"uri": uri(path)},
                    "position": {"line": detail, "character": 6}}]))
    picture = pathlib.Path(urllib.parse.urlparse(result["uri"]).path)
    assert picture.read_text().lstrip().lower().startswith("<!doctype html")
    if client.capabilities.window and client.capabilities.window.show_document:
        assert any(d.uri == result["uri"] for d in client.shown_documents)


async def test_unknown_command_is_an_error_and_serving_goes_on(client: LanguageClient, workspace):
    with pytest.raises(Exception):
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="navviz.noSuchCommand"))
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(workspace / APP_FEATURE)),
        position=types.Position(line=0, character=0)))
    assert hover is None
