extension TraceActionDescription {
  /// Remembers the descriptions of actions by what makes them: the enum case at each level and
  /// the bytes of the first payload down that is plain data (no references, at most 64 bytes).
  /// Equal cases and equal bytes are an equal value, so they read the same. A flow sends the
  /// same few actions again and again, and describing one walks it with `Mirror`.
  ///
  /// `path(.element(id: 0, action: .counter(.tap)))` is not plain data as a whole (another case
  /// of a stack action carries element state), but its `element` payload is: its key is the two
  /// cases and that payload's bytes. Actions that hold references, strings or arrays all the
  /// way down are described every time. Keys are written by an ``ActionKeyPlan`` per type.
  struct Cache {
    private var known: [[UInt]: String] = [:]
    /// The key being written: one buffer, reused for every action.
    private var key: [UInt] = []
    private var lastPlan: (type: ObjectIdentifier, plan: ActionKeyPlan)?

    mutating func describe(_ action: Any) -> String {
      guard writeKey(of: action) else { return TraceActionDescription.describe(action) }
      if let text = known[key] { return text }
      let text = TraceActionDescription.describe(action)
      if known.count < 4_096 { known[key] = text }
      return text
    }

    /// Writes the key of `action` into `key`; false when it has none.
    private mutating func writeKey(of action: Any) -> Bool {
      let type = ObjectIdentifier(Swift.type(of: action))
      let plan: ActionKeyPlan
      if let last = lastPlan, last.type == type {
        plan = last.plan
      } else {
        plan = ActionKeyPlan.plan(for: Swift.type(of: action))
        lastPlan = (type, plan)
      }
      key.removeAll(keepingCapacity: true)
      // The action's type first: two types' values never share a key.
      key.append(UInt(bitPattern: Int(bitPattern: type)))
      func open<Action>(_ action: Action) -> Bool {
        withUnsafePointer(to: action) { plan.appendKey(UnsafeRawPointer($0), depth: 0, to: &key) }
      }
      return _openExistential(action, do: open)
    }
  }
}
