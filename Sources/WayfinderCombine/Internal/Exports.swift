@_exported import Wayfinder

// Clients of WayfinderCombine see Combine on Apple platforms and OpenCombine elsewhere, under
// the same names (`ObservableObject`, `Published`, `AnyPublisher`, `AnyCancellable`).
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import OpenCombine
#endif
