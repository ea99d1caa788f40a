/// Says that a property wrapper belongs to a main-actor type, so that it can resolve
/// services registered with a `@MainActor` factory.
///
/// A wrapper made in a stored property's initial value cannot see its owner's isolation
/// (Swift evaluates those values outside the actor). Passing `.mainActor` makes the wrapper's
/// initializer `@MainActor`, so the compiler checks the claim: it is accepted only in a
/// main-actor type.
///
/// ```swift
/// @MainActor final class InboxViewModel {
///   @Injected(.mainActor) private var session: SessionStore   // a @MainActor registration
///   @Injected private var chats: ChatService                  // any other registration
/// }
/// ```
public enum InjectionIsolation: Sendable {
  /// The wrapper's owner is isolated to the main actor.
  case mainActor
}
