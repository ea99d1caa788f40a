import PropertyBased
import Testing

// NB: `propertyCheck` runs its body under `try?` (swift-property-based 1.x), so an error a
// property throws passes silently. These run it with a thrown error recorded as the failure
// it is, which `propertyCheck` then shrinks and reports as any other.

/// `propertyCheck` of one generator, failing on an error `body` throws.
func checkProperty<Input, Value>(
  count: Int,
  input: Generator<Value, some Sequence<Input>>,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  perform body: (Value) async throws -> Void
) async {
  await propertyCheck(
    count: count, input: input,
    perform: { value in
      do {
        try await body(value)
      } catch {
        Issue.record(error, sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}

/// `propertyCheck` of two generators, failing on an error `body` throws.
func checkProperty<InputA, InputB, ValueA, ValueB>(
  count: Int,
  input first: Generator<ValueA, some Sequence<InputA>>,
  _ second: Generator<ValueB, some Sequence<InputB>>,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  perform body: (ValueA, ValueB) async throws -> Void
) async {
  await propertyCheck(
    count: count, input: first, second,
    perform: { a, b in
      do {
        try await body(a, b)
      } catch {
        Issue.record(error, sourceLocation: sourceLocation)
      }
    }, isolation: isolation, sourceLocation: sourceLocation)
}
