/// A reducer that erases another one (`Reduce(someReducer)`), and can hand it back to the
/// reflection walker.
public protocol _WrappingReducer {
  var _wrappedReducer: Any? { get }
}

extension Reduce: _WrappingReducer {
  public var _wrappedReducer: Any? { _wrapped }
}
