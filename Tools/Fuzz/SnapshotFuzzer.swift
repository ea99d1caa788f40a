// libFuzzer entry for the snapshot decoder: see Tools/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let consistent = MainActor.assumeIsolated { Fuzzing.restore(bytes) }
  precondition(consistent, "a rejected snapshot changed the navigation state")
  return 0
}
