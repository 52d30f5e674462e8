import NavGraphRuntime

// Features whose navigation changes through paths a counter's `tap` never takes: a row's sheet
// set by the parent, rows reordered, a stack element replaced in one action, an existential
// field. Used by NavigationSkeletonTests and TraceShortcutTests.

/// A row that presents a sheet.
@Reducer
struct SheetRow {
  struct State: Equatable, Identifiable {
    var id: Int
    @Presents var sheet: Child.State? = nil
  }
  enum Action: Equatable {
    case sheet(PresentationAction<Child.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$sheet, action: \.sheet) { Child() }
  }
}

/// Rows with sheets and a stack, changed by the parent directly.
@Reducer
struct SheetRows {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<SheetRow.State> = []
    var path = StackState<Child.State>()
    var count = 0
  }
  enum Action: Equatable {
    case bump
    case openSheet(row: Int, child: Int)
    case path(StackActionOf<Child>)
    case pushChild(id: Int)
    case replaceTop(id: Int)
    case reverseRows
    case rows(IdentifiedActionOf<SheetRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.count += 1
      case let .openSheet(row, child):
        state.rows[id: row]?.sheet = Child.State(id: child)
      case .path, .rows:
        break
      case let .pushChild(id):
        state.path.append(Child.State(id: id))
      case let .replaceTop(id):
        _ = state.path.popLast()
        state.path.append(Child.State(id: id))
      case .reverseRows:
        state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { SheetRow() }
    .forEach(\.path, action: \.path) { Child() }
  }
}

/// A state with an existential field: no skeleton describes it, so every step is compared.
@Reducer
struct AnyHolder {
  struct State: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.child == rhs.child }
    @Presents var child: Child.State? = nil
    var note: Any = 0
  }
  enum Action: Equatable {
    case child(PresentationAction<Child.Action>)
    case note
    case show(id: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: break
      case .note: state.note = "noted"
      case let .show(id): state.child = Child.State(id: id)
      }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }
}

/// A feature that can present itself: its skeleton plan refers to itself.
@Reducer
struct Nesting {
  struct State: Equatable {
    @Presents var inner: Nesting.State? = nil
    var count = 0
  }
  indirect enum Action: Equatable {
    case bump
    case inner(PresentationAction<Nesting.Action>)
    case open
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump: state.count += 1
      case .inner: break
      case .open: state.inner = Nesting.State()
      }
      return .none
    }
    .ifLet(\.$inner, action: \.inner) { Nesting() }
  }
}

/// Destination state with an `indirect` case.
indirect enum Chain: Equatable {
  case end(Child.State)
  case link(Chain)
}
