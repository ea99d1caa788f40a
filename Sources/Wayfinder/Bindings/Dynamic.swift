import Synchronization
import WayfinderDI

/// A value that tells its observers when it changes: the minimal closure binding between a view
/// model and its view.
///
/// ```swift
/// final class LoginViewModel {
///   let isLogInEnabled = Dynamic(false)
///   var username = "" { didSet { isLogInEnabled.value = !username.isEmpty } }
/// }
///
/// let token = model.isLogInEnabled.bindAndFireOnMainActor { enabled in
///   logInButton.isEnabled = enabled
/// }
/// ```
///
/// Observers live until their ``ObserverToken`` is cancelled or released. Plain observers run on
/// the thread that set the value; main-actor observers run on the main actor — at once when
/// the value is set there with ``send(_:isolation:)``, otherwise in a task. `Dynamic` is
/// thread-safe: observers are called outside its lock, so they may read or set it.
public final class Dynamic<Value: Sendable>: Sendable {
  private enum Observer {
    case immediate(@Sendable (Value) -> Void)
    case mainActor(@MainActor @Sendable (Value) -> Void)
  }

  private struct State {
    var value: Value
    var nextID = 0
    var observers: [Int: Observer] = [:]
  }

  private let state: Lock<State>

  /// Creates a dynamic value holding `value`.
  public init(_ value: Value) {
    state = Lock(State(value: value))
  }

  /// The current value. Setting it notifies every observer; main-actor observers are reached
  /// through a task, so use ``send(_:isolation:)`` on the main actor to reach them at once.
  public var value: Value {
    get { state.withLock { $0.value } }
    set { send(newValue, isolation: nil) }
  }

  /// The number of observers.
  public var observerCount: Int { state.withLock { $0.observers.count } }

  /// Sets the value and notifies every observer, main-actor ones at once when `isolation` is
  /// the main actor.
  public func send(_ newValue: Value, isolation: isolated (any Actor)? = #isolation) {
    let observers = state.withLock { state in
      state.value = newValue
      return state.observers.sorted { $0.key < $1.key }.map(\.value)
    }
    let onMainActor = isolation.map { $0 === MainActor.shared } ?? false
    for observer in observers { Self.deliver(newValue, to: observer, onMainActor: onMainActor) }
  }

  /// Calls `observer` with every later value, on the thread that sets it.
  public func bind(_ observer: @escaping @Sendable (Value) -> Void) -> ObserverToken {
    add(.immediate(observer), fire: false, onMainActor: false)
  }

  /// Calls `observer` with the current value now, then with every later value.
  public func bindAndFire(_ observer: @escaping @Sendable (Value) -> Void) -> ObserverToken {
    add(.immediate(observer), fire: true, onMainActor: false)
  }

  /// Calls `observer` on the main actor with every later value.
  public func bindOnMainActor(_ observer: @escaping @MainActor @Sendable (Value) -> Void)
    -> ObserverToken
  {
    add(.mainActor(observer), fire: false, onMainActor: false)
  }

  /// Calls `observer` on the main actor with the current value (at once when called on the
  /// main actor), then with every later value.
  public func bindAndFireOnMainActor(
    isolation: isolated (any Actor)? = #isolation,
    _ observer: @escaping @MainActor @Sendable (Value) -> Void
  ) -> ObserverToken {
    add(
      .mainActor(observer), fire: true,
      onMainActor: isolation.map { $0 === MainActor.shared } ?? false)
  }

  private func add(_ observer: Observer, fire: Bool, onMainActor: Bool) -> ObserverToken {
    let (id, current) = state.withLock { state in
      state.nextID += 1
      state.observers[state.nextID] = observer
      return (state.nextID, state.value)
    }
    if fire { Self.deliver(current, to: observer, onMainActor: onMainActor) }
    return ObserverToken { [weak self] in
      _ = self?.state.withLock { $0.observers.removeValue(forKey: id) }
    }
  }

  private static func deliver(_ value: Value, to observer: Observer, onMainActor: Bool) {
    switch observer {
    case .immediate(let call):
      call(value)
    case .mainActor(let call):
      if onMainActor {
        // NB: safe: the caller proved it runs on the main actor by passing it as isolation.
        MainActor.assumeIsolated { call(value) }
      } else {
        Task { @MainActor in call(value) }
      }
    }
  }
}
