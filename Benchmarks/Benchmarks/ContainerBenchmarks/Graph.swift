// The object graph measured by every suite: D(A, B(A), C(A, B(A))), seven objects.

final class A: Sendable {}

final class B: Sendable {
  let a: A
  init(a: A) { self.a = a }
}

final class C: Sendable {
  let a: A
  let b: B
  init(a: A, b: B) {
    self.a = a
    self.b = b
  }
}

final class D: Sendable {
  let a: A
  let b: B
  let c: C
  init(a: A, b: B, c: C) {
    self.a = a
    self.b = b
    self.c = c
  }
}

/// Builds the graph by calling the initializers directly: the baseline.
@inline(never)
func makeGraphDirectly() -> D {
  D(a: A(), b: B(a: A()), c: C(a: A(), b: B(a: A())))
}

/// A class holding a singleton in a stored property: the baseline for a singleton resolve.
final class StoredProperty: Sendable {
  let value = A()
}

/// A filler type so containers can hold many registrations.
struct Filler<Tag>: Sendable {}
