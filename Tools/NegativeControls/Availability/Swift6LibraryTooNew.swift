// A declaration Tools/Availability/check-library.py must refuse in Swift6Library.swift: Swift 6
// has it, but only from iOS 18 and macOS 15, so declaring it there would hide a use the gate
// must refuse.
public func withTaskExecutorPreference<T, Failure>(_ taskExecutor: (any TaskExecutor)?, isolation: isolated (any Actor)? = #isolation, operation: () async throws(Failure) -> T) async throws(Failure) -> T {
  try await operation()
}
