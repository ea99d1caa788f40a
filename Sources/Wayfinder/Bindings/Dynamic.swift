/// A value that tells its observers when it changes: the minimal closure binding between a view
/// model and its view, with `bind` and `bindAndFire`.
///
/// `Dynamic` lives on the main actor and holds any value, model classes included. Setting
/// ``value`` calls every observer at once, in the order they were bound, like a `didSet`:
///
/// ```swift
/// @MainActor final class ChatListViewModel {
///   let chats = Dynamic<[Chat]>([])  // Chat may be a plain class
///   let isEmpty = Dynamic(true)
///   func loaded(_ new: [Chat]) {
///     chats.value = new
///     isEmpty.value = new.isEmpty
///   }
/// }
///
/// // In the view controller: the binding lasts as long as the controller.
/// model.chats.bindAndFire(to: self) { controller, chats in
///   controller.show(chats)
/// }
/// ```
///
/// A binding lasts until it is cancelled, its owner is released (``bind(to:_:)``), or the
/// `Dynamic` itself is released. Dropping the returned ``DynamicBinding`` does not end it, so
/// `model.title.bind { … }` keeps working without storing anything. Because a binding lives as
/// long as the value, an observer must not capture the `Dynamic` itself strongly (that is a
/// cycle); capture owners weakly, or use ``bind(to:_:)``. From another thread or
/// actor, set the value on the main actor: `await MainActor.run { model.title.value = title }`.
@MainActor
public final class Dynamic<Value> {
  private struct Entry {
    let id: Int
    let isAlive: @MainActor () -> Bool
    let call: @MainActor (Value) -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 0

  /// Creates a dynamic value holding `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// The current value; setting it calls every observer with the new value before returning.
  public var value: Value {
    didSet { notify() }
  }

  /// The number of bindings still in effect.
  package var observerCount: Int {
    prune()
    return entries.count
  }

  /// Calls `observer` with every later value.
  @discardableResult
  public func bind(_ observer: @escaping @MainActor (Value) -> Void) -> DynamicBinding {
    add(isAlive: { true }, call: observer, fire: false)
  }

  /// Calls `observer` with the current value now, then with every later value.
  @discardableResult
  public func bindAndFire(_ observer: @escaping @MainActor (Value) -> Void) -> DynamicBinding {
    add(isAlive: { true }, call: observer, fire: true)
  }

  /// Calls `observer` with `owner` and every later value, for as long as `owner` lives.
  ///
  /// The binding holds `owner` weakly and hands it to `observer`, so the closure needs no
  /// `[weak self]`:
  ///
  /// ```swift
  /// model.title.bind(to: self) { controller, title in controller.title = title }
  /// ```
  @discardableResult
  public func bind<Owner: AnyObject>(
    to owner: Owner, _ observer: @escaping @MainActor (Owner, Value) -> Void
  ) -> DynamicBinding {
    add(owner: owner, observer, fire: false)
  }

  /// Calls `observer` with `owner` and the current value now, then with every later value, for
  /// as long as `owner` lives.
  @discardableResult
  public func bindAndFire<Owner: AnyObject>(
    to owner: Owner, _ observer: @escaping @MainActor (Owner, Value) -> Void
  ) -> DynamicBinding {
    add(owner: owner, observer, fire: true)
  }

  /// Adds a binding that lasts while `isAlive` is true.
  @discardableResult
  func add(
    isAlive: @escaping @MainActor () -> Bool, call: @escaping @MainActor (Value) -> Void,
    fire: Bool
  ) -> DynamicBinding {
    nextID += 1
    let id = nextID
    entries.append(Entry(id: id, isAlive: isAlive, call: call))
    if fire { call(value) }
    return DynamicBinding { [weak self] in self?.entries.removeAll { $0.id == id } }
  }

  private func add<Owner: AnyObject>(
    owner: Owner, _ observer: @escaping @MainActor (Owner, Value) -> Void, fire: Bool
  ) -> DynamicBinding {
    add(
      isAlive: { [weak owner] in owner != nil },
      call: { [weak owner] value in if let owner { observer(owner, value) } }, fire: fire)
  }

  private func notify() {
    // NB: a snapshot, so an observer may bind, cancel or set the value again.
    for entry in entries {
      guard entry.isAlive() else {
        entries.removeAll { $0.id == entry.id }
        continue
      }
      guard entries.contains(where: { $0.id == entry.id }) else { continue }
      entry.call(value)
    }
  }

  private func prune() {
    entries.removeAll { !$0.isAlive() }
  }
}

/// A binding to a ``Dynamic`` value; ``cancel()`` ends it.
///
/// Releasing it does not end the binding: a binding lasts until it is cancelled, its owner is
/// released, or the `Dynamic` is.
@MainActor
public struct DynamicBinding {
  private let remove: @MainActor () -> Void

  init(remove: @escaping @MainActor () -> Void) {
    self.remove = remove
  }

  /// Ends the binding; calling it again does nothing.
  public func cancel() { remove() }
}
