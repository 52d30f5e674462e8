import MCP

/// The tools `navviz serve --mcp` offers a coding agent, with descriptions written for it:
/// what each answers and when to call it. Every answer reads the workspace as it is on disk
/// at the moment of the call.
package enum AgentTool: String, CaseIterable, Sendable {
  case navigationGraph = "navigation_graph"
  case whoPresents = "who_presents"
  case pathsToScreen = "paths_to_screen"
  case lintFindings = "lint_findings"
  case navigationDiff = "navigation_diff"
  case explainRule = "explain_rule"

  package var tool: Tool {
    Tool(
      name: rawValue, title: title, description: summary, inputSchema: schema,
      annotations: .init(
        title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true,
        openWorldHint: false))
  }

  private var title: String {
    switch self {
    case .navigationGraph: "Navigation graph"
    case .whoPresents: "Who presents a feature"
    case .pathsToScreen: "Paths to a screen"
    case .lintFindings: "Navigation lint findings"
    case .navigationDiff: "Navigation diff against a git revision"
    case .explainRule: "Explain a lint rule"
    }
  }

  private var summary: String {
    switch self {
    case .navigationGraph:
      """
      The navigation of this app built with The Composable Architecture (TCA), read from its \
      Swift sources: which feature (reducer) presents, pushes onto a stack, or shows an alert \
      or dialog for which, through which State field and enum case, drawn how (sheet, \
      navigationDestination, ...), declared where. Call it before you change navigation, to \
      see what exists and where to make the change, and after, to check the result. With \
      `focus`, only the features within `depth` edges of one feature (use it on large apps). \
      Formats: `text` (default; one line per edge with its source location), `mermaid` (a \
      flowchart), `json` (the full navgraph-v1 document), `dot` (Graphviz).
      """
    case .whoPresents:
      """
      Every way a feature is shown — the feature that presents or pushes it, the State field \
      and case, the presentation style and the source location — and what the feature \
      presents in turn. Call it before you rename, remove or move a feature, or to find the \
      code to change to present it from somewhere else.
      """
    case .pathsToScreen:
      """
      How a user reaches a screen: the shortest route from a root feature to it, step by \
      step, one route per way in, each with the Swift state that shows it (for a TestStore \
      or a deep-link handler), exactly as `navviz paths --to DESTINATION --swift` prints it. \
      `to` is a feature (SyncUpForm), an enum reducer's case (SyncUpDetail.Destination.edit, \
      or SyncUpDetail.edit) or a presentation field (Inventory.alert).
      """
    case .lintFindings:
      """
      navviz's lint findings: navigation mistakes TCA lets compile (a presentation never \
      integrated with ifLet/forEach, several optionals that can be presented at once, a case \
      nothing builds, a send after dismiss, ...), each with its file, line, severity and rule, \
      with .navviz.yml applied as `navviz lint` applies it. Call it after you edit reducers \
      or views; pass `files` (paths relative to the workspace) to see only the findings in \
      the files you touched. `explain_rule` says why a rule matters and how to fix a finding.
      """
    case .navigationDiff:
      """
      What the changes in the working tree did to the navigation compared with a git \
      revision: features and edges added, removed, renamed or restyled, screens no longer \
      reachable, lint findings new or gone — as `navviz diff --base REVISION` prints it. Call \
      it when you finish a change, to check that it changed the navigation as intended and \
      nothing else. `base` defaults to HEAD (your uncommitted changes).
      """
    case .explainRule:
      """
      What a lint rule checks, why it matters, how precise it has been on real apps, and \
      examples that trigger it and that do not: `navviz rules ID`. Call it when a finding's \
      fix is not obvious.
      """
    }
  }

  private var schema: Value {
    switch self {
    case .navigationGraph:
      Self.object([
        "focus": Self.string("A feature's name: draw only the features around it."),
        "depth": [
          "type": "integer", "minimum": 0,
          "description": "With focus, how many edges around it (default 1).",
        ],
        "format": [
          "type": "string", "enum": ["text", "mermaid", "json", "dot"],
          "description": "text (default), mermaid, json or dot.",
        ],
      ])
    case .whoPresents:
      Self.object(
        ["feature": Self.string("The feature's (reducer's) name.")], required: ["feature"])
    case .pathsToScreen:
      Self.object(
        [
          "to": Self.string("The destination: a feature, a case, or a presentation field."),
          "swift": [
            "type": "boolean",
            "description": "Add each route's state as Swift (default true).",
          ],
        ], required: ["to"])
    case .lintFindings:
      Self.object([
        "files": [
          "type": "array", "items": ["type": "string"],
          "description": "Only findings in these files (relative to the workspace); all if absent.",
        ]
      ])
    case .navigationDiff:
      Self.object([
        "base": Self.string("A git revision: a branch, tag or commit (default HEAD)."),
        "format": [
          "type": "string", "enum": ["text", "markdown", "json"],
          "description": "text (default), markdown or json (navdiff-v1).",
        ],
      ])
    case .explainRule:
      Self.object(
        ["rule": Self.string("A rule identifier, as findings name it.")], required: ["rule"])
    }
  }

  private static func object(_ properties: [String: Value], required: [String] = []) -> Value {
    var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
    if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
    return .object(schema)
  }

  private static func string(_ description: String) -> Value {
    ["type": "string", "description": .string(description)]
  }
}
