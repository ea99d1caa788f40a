internal import _WayfinderDIStack

/// Counts the resolves in progress in the process, so that a registration replaced or removed
/// is freed, with the instances it shared, once no resolve can still be reading it.
///
/// A resolve reads registrations and singletons without retaining them (the published table,
/// the lookup): each resolve that begins at a public entry point counts itself for as long as
/// it runs (`wayfinder_di_read_enter` and `wayfinder_di_read_leave`, in C so that the count
/// is inlined into the caller's specialised code). Counts are kept in two generations, by the
/// parity of a global epoch, and spread over 16 counters by the thread's stack address so that
/// threads do not share a cache line.
///
/// - A resolve loads the epoch, adds one to its generation's counter (sequentially
///   consistent, so the reads that follow cannot move before it) and takes one off when it
///   ends (releasing, so its reads happen before a writer sees the counter drop).
/// - A replaced registration is withdrawn from the registry and the table, then tagged with
///   the epoch read after a sequentially consistent fence (``tag()``). A resolve that found it
///   counted itself before the withdrawal, so in a generation no later than the tag's.
/// - The epoch advances from `e` to `e + 1` only when the generation of `e - 1` counts no
///   resolve (``advance()``). A registration tagged `t` is freed once the epoch reaches
///   `t + 2`: each generation has been seen empty since it was withdrawn. A resolve that read
///   an old epoch and counted itself late counts in the generation of the current one, which
///   the next advance waits for.
///
/// See the Internals article.
enum Readers {
  /// The epoch a registration withdrawn just before is tagged with.
  static func tag() -> UInt {
    UInt(wayfinder_di_read_epoch_tag())
  }

  /// Advances the epoch as far as drained generations allow (at most twice) and returns it.
  static func advance() -> UInt {
    UInt(wayfinder_di_read_epoch_advance())
  }
}
