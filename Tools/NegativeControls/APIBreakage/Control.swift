// The API breakage gate's controls (Tools/check-api.sh): compiled as it stands for the
// baseline, and again with one of the flags below for a change, which the gate must refuse
// (or, for the flags marked "allowed", let pass).

/// A type whose members change.
public struct Box {
  /// Makes a box.
  public init() {}

  #if !REMOVED_METHOD
    /// Removed under `REMOVED_METHOD`: must be refused.
    public func open() {}
  #endif

  #if CHANGED_SIGNATURE
    /// Takes another type under `CHANGED_SIGNATURE`: must be refused.
    public func label(_ text: Substring) -> String { String(text) }
  #elseif DEFAULTED_PARAMETER
    /// Gains a defaulted parameter under `DEFAULTED_PARAMETER`: allowed, by the allowlist.
    public func label(_ text: String, loudly: Bool = false) -> String { text }
  #else
    /// Labels the box.
    public func label(_ text: String) -> String { text }
  #endif

  #if ADDED_METHOD
    /// Added under `ADDED_METHOD`: allowed.
    public func close() {}
  #endif
}

/// An enum that apps may switch over exhaustively.
public enum Exhaustive {
  case first
  case second
  #if ADDED_CASE_TO_EXHAUSTIVE
    /// Added under `ADDED_CASE_TO_EXHAUSTIVE`: must be refused.
    case third
  #endif
}

/// An enum that can grow.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum Growing {
  case first
  case second
  #if ADDED_CASE_TO_NONEXHAUSTIVE
    /// Added under `ADDED_CASE_TO_NONEXHAUSTIVE`: allowed.
    case third
  #endif
}
