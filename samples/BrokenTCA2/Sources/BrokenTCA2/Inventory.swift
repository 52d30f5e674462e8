import ComposableArchitecture2
import SwiftUI

// multiple-presentation-optionals: two sibling optional children (plain optionals in 2.0) —
// both can be non-nil at once, a state no screen can show.
// unintegrated-presentation: `detail` has an action but no `ifLet`, so it never runs.
@Feature
struct Inventory {
  struct State {
    var editor: ItemEditor.State?
    var share: ShareItem.State?
    var detail: ItemDetail.State?
  }

  enum Action {
    case editor(ItemEditor.Action)
    case share(ShareItem.Action)
    case detail(ItemDetail.Action)
    case editTapped, shareTapped, detailTapped
  }

  var body: some Feature {
    Update { state, action in
      switch action {
      case .editTapped: state.editor = ItemEditor.State()
      case .shareTapped: state.share = ShareItem.State()
      case .detailTapped: state.detail = ItemDetail.State()
      case .editor, .share, .detail: break
      }
    }
    .ifLet(\.editor) { ItemEditor() }
    .ifLet(\.share) { ShareItem() }
  }
}

@Feature struct ItemEditor {}
@Feature struct ShareItem {}
@Feature struct ItemDetail {}
