import ComposableArchitecture
import SwiftUI

// Receipts, in the style before 1.0's navigation tools. Its export failure sets a plain
// optional alert that nothing ever sets back to nil (uncleared-alert: the view's dismiss
// action falls into `default`, so the next failure's alert never shows).
@Reducer
struct Receipts {
  @Reducer
  enum Path {
    case scan(ReceiptScan)
    case detail(ReceiptScan)
  }

  @ObservableState
  struct State {
    var alert: AlertState<Action>?
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case alertDismissed, exportFailed, receiptTapped, scanTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .exportFailed:
        state.alert = AlertState { TextState("Export failed") }
        return .none
      case .receiptTapped:
        state.path.append(.detail(ReceiptScan.State()))
        return .none
      case .scanTapped:
        state.path.append(.scan(ReceiptScan.State()))
        return .none
      default:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct ReceiptScan {}

struct ReceiptsView: View {
  @Bindable var store: StoreOf<Receipts>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Button("Receipt") { store.send(.receiptTapped) }
        Button("Scan") { store.send(.scanTapped) }
        Button("Export") { store.send(.exportFailed) }
      }
      .alert(store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)
    } destination: { _ in
    }
  }
}
