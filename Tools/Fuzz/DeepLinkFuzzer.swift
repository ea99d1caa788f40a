// libFuzzer entry for the deep-link parser: see Tools/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let consistent = MainActor.assumeIsolated { Fuzzing.openLink(text) }
  precondition(consistent, "a rejected link changed the navigation state")
  return 0
}
