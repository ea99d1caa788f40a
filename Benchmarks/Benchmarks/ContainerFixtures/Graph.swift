// The object graph measured by every suite: D(A, B(A), C(A, B(A))), seven objects.

/// The leaf of the graph.
public final class A: Sendable {
  /// Makes a leaf.
  public init() {}
}

/// Holds an `A`.
public final class B: Sendable {
  /// The leaf.
  public let a: A
  /// Makes `B` over `a`.
  public init(a: A) { self.a = a }
}

/// Holds an `A` and a `B`.
public final class C: Sendable {
  /// The leaf.
  public let a: A
  /// The middle object.
  public let b: B
  /// Makes `C` over `a` and `b`.
  public init(a: A, b: B) {
    self.a = a
    self.b = b
  }
}

/// The root of the graph.
public final class D: Sendable {
  /// The leaf.
  public let a: A
  /// A middle object.
  public let b: B
  /// A middle object.
  public let c: C
  /// Makes `D` over `a`, `b` and `c`.
  public init(a: A, b: B, c: C) {
    self.a = a
    self.b = b
    self.c = c
  }
}

/// Builds the graph by calling the initializers directly: the baseline.
@inline(never)
public func makeGraphDirectly() -> D {
  D(a: A(), b: B(a: A()), c: C(a: A(), b: B(a: A())))
}

/// A class holding a singleton in a stored property: the baseline for a singleton resolve.
public final class StoredProperty: Sendable {
  /// The singleton.
  public let value = A()
  /// Makes the holder.
  public init() {}
}

/// A filler type so containers can hold many registrations.
public struct Filler<Tag>: Sendable {
  /// Makes a filler.
  public init() {}
}

/// A leaf made from one argument, for resolves that pass it.
public final class Numbered: Sendable {
  /// The argument.
  public let number: Int
  /// Makes a leaf holding `number`.
  public init(number: Int) { self.number = number }
}

/// Makes a leaf directly: the baseline of a named resolve.
@inline(never)
public func makeLeafDirectly() -> A { A() }

/// Makes a numbered leaf directly: the baseline of a one-argument resolve.
@inline(never)
public func makeNumberedDirectly(_ number: Int) -> Numbered { Numbered(number: number) }
