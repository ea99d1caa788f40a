/// A lifetime you end: each registration or declaration with this scope keeps one instance
/// per container until you call ``reset()``.
///
/// A session whose services all go away at logout:
///
/// ```swift
/// let session = CustomScope("session")
///
/// extension Container {
///   static let cart = Dependency<Cart>(scope: .custom(session)) { Cart() }
///   static let userState = Dependency<UserState>(scope: .custom(session)) { UserState.load() }
/// }
///
/// session.reset()   // at logout: the next resolve of each makes a new one
/// ```
///
/// The container serializes creation: a registration's factory runs once per empty slot in
/// each container, even when several threads resolve at the same moment. A reset wins over every build it meets: an instance
/// whose factory was still running when ``reset()`` began, or that began while it ran, goes to
/// the resolve that made it and is not kept, so no resolve after ``reset()`` returns gets an
/// instance of the session that ended, nor one built from it (a `Cart` made from the old
/// `UserState`).
public final class CustomScope: Sendable {
  /// The name the scope is shown by in messages: `custom(session)`.
  public let name: String
  /// The resets of this scope, which builds in progress check before they keep an instance.
  let resets = ResetEpoch()
  /// The instance storage of every registration with this scope, in every container.
  private let members = Lock<[WeakScopeMember]>([])

  /// Creates a scope shown as `name` in messages.
  public init(_ name: String) {
    self.name = name
  }

  /// Drops every instance kept in this scope, in every container, so the next resolve of each
  /// makes a new one. Builds in progress while it runs keep nothing.
  ///
  /// Instances are released after the container's locks are let go, so their `deinit` may
  /// resolve again.
  public func reset() {
    resets.during {
      for member in living() { member.removeInstance() }
    }
  }

  /// Takes in the instance storage of one registration, so that ``reset()`` reaches it; held
  /// weakly, it goes with its registration.
  func adopt(_ member: any ScopeMember) {
    let alive = living()
    members.withLock { $0.append(WeakScopeMember(member: member)) }
    withExtendedLifetime(alive) {}
  }

  /// The members still alive, the others forgotten.
  ///
  /// NB: the references are let go of by the caller, after the lock: the last one may be the
  /// one that frees a registration, whose instance's `deinit` may reset this scope again.
  private func living() -> [any ScopeMember] {
    members.withLock { members in
      let alive = members.compactMap(\.member)
      members = alive.map { WeakScopeMember(member: $0) }
      return alive
    }
  }
}

/// The instance storage of a registration with a ``CustomScope``.
protocol ScopeMember: AnyObject, Sendable {
  /// Drops the stored instance.
  func removeInstance()
}

/// A ``ScopeMember`` held weakly by its scope.
struct WeakScopeMember: Sendable {
  weak var member: (any ScopeMember)?
}
