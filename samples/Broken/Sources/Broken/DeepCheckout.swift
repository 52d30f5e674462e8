import ComposableArchitecture

// A checkout that presents each step as a sheet over the previous one: seven levels deep
// (navigation-depth-budget, 6 by default). The steps belong on a stack.

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable { @Presents var address: Address.State? }
  enum Action { case address(PresentationAction<Address.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.address = Address.State()
      return .none
    }
    .ifLet(\.$address, action: \.address) { Address() }
  }
}

@Reducer
struct Address {
  @ObservableState
  struct State: Equatable { @Presents var shipping: Shipping.State? }
  enum Action { case shipping(PresentationAction<Shipping.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.shipping = Shipping.State()
      return .none
    }
    .ifLet(\.$shipping, action: \.shipping) { Shipping() }
  }
}

@Reducer
struct Shipping {
  @ObservableState
  struct State: Equatable { @Presents var payment: Payment.State? }
  enum Action { case payment(PresentationAction<Payment.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.payment = Payment.State()
      return .none
    }
    .ifLet(\.$payment, action: \.payment) { Payment() }
  }
}

@Reducer
struct Payment {
  @ObservableState
  struct State: Equatable { @Presents var review: Review.State? }
  enum Action { case review(PresentationAction<Review.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.review = Review.State()
      return .none
    }
    .ifLet(\.$review, action: \.review) { Review() }
  }
}

@Reducer
struct Review {
  @ObservableState
  struct State: Equatable { @Presents var confirm: Confirm.State? }
  enum Action { case confirm(PresentationAction<Confirm.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.confirm = Confirm.State()
      return .none
    }
    .ifLet(\.$confirm, action: \.confirm) { Confirm() }
  }
}

@Reducer
struct Confirm {
  @ObservableState
  struct State: Equatable { @Presents var receipt: Receipt.State? }
  enum Action { case receipt(PresentationAction<Receipt.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.receipt = Receipt.State()
      return .none
    }
    .ifLet(\.$receipt, action: \.receipt) { Receipt() }
  }
}

@Reducer
struct Receipt {
  @ObservableState
  struct State: Equatable { @Presents var feedback: Feedback.State? }
  enum Action { case feedback(PresentationAction<Feedback.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.feedback = Feedback.State()
      return .none
    }
    .ifLet(\.$feedback, action: \.feedback) { Feedback() }
  }
}

@Reducer
struct Feedback {
  @ObservableState
  struct State: Equatable {}
  enum Action { case sendTapped }
}
