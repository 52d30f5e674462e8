-- A headless Neovim as a navviz user's editor: start `navviz serve --lsp` on a copy of a
-- sample, see its diagnostics, hover, ask for code lenses, edit, see the diagnostics change,
-- stop. Neovim 0.8+ starts the client with vim.lsp.start (as the user guide shows); Debian's
-- 0.7 has only vim.lsp.start_client, which the same settings also fit.
local root = os.getenv("NAVVIZ_WORKSPACE")
local file = root .. "/Sources/Broken/AppFeature.swift"

local function fail(message)
  io.stderr:write("nvim smoke: " .. message .. "\n")
  vim.cmd("cquit 1")
end

vim.cmd("edit " .. file)
local config = {
  name = "navviz",
  cmd = { os.getenv("NAVVIZ"), "serve", "--lsp", "--cache-path", os.getenv("NAVVIZ_CACHE") },
  root_dir = root,
}
local client_id
if vim.lsp.start then
  client_id = vim.lsp.start(config)
else
  client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(0, client_id)
end

local function codes()
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
    found[diagnostic.code or diagnostic.user_data and diagnostic.user_data.lsp.code or ""] = true
  end
  return found
end

if not vim.wait(120000, function() return codes()["unreachable-path-case"] end, 50) then
  fail("no unreachable-path-case diagnostic")
end

local uri = vim.uri_from_fname(file)
local lines = vim.api.nvim_buf_get_lines(0, 0, -1, false)
local detail
for index, line in ipairs(lines) do
  if line:find("case detail%(SyncUpDetail%)") then detail = index - 1 end
end
local hover = vim.lsp.buf_request_sync(0, "textDocument/hover", {
  textDocument = { uri = uri }, position = { line = detail, character = 10 },
}, 30000)
local value = hover and hover[client_id] and hover[client_id].result
  and hover[client_id].result.contents.value or ""
if not value:find("SyncUpDetail") then fail("hover said: " .. value) end

local lenses = vim.lsp.buf_request_sync(0, "textDocument/codeLens", {
  textDocument = { uri = uri },
}, 30000)
local lens = lenses and lenses[client_id] and lenses[client_id].result or {}
if #lens == 0 or not lens[1].command.title:find("presented by") then fail("no code lens") end

-- Delete the case nothing pushes; its finding goes.
for index, line in ipairs(lines) do
  if line:find("case settings%(Settings%)") then
    vim.api.nvim_buf_set_lines(0, index - 1, index, false, {})
  end
end
if not vim.wait(120000, function() return not codes()["unreachable-path-case"] end, 50) then
  fail("the diagnostic stayed after the edit")
end

vim.lsp.stop_client(client_id)
vim.wait(10000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
io.stdout:write("nvim smoke: diagnostics, hover, code lens and an edit: ok\n")
vim.cmd("qall!")
