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
///   `t + 3`. The advances from `t + 1` and from `t + 2` both read an epoch written after the
///   tag was read, so both their checks come after every count made before the withdrawal,
///   and between them they check both generations.
///
/// NB: `t + 2` is not enough. A resolve that read epoch `t - 1` and counts itself late, in the
/// generation of `t + 1`, can do so after an advancer checked that generation (to move from
/// `t` to `t + 1`) but before its compare-and-swap; the move from `t + 1` checks the other
/// generation, and the epoch would reach `t + 2` while the resolve still reads.
///
/// See the Internals article.
enum Readers {
  /// The epoch a registration withdrawn just before is tagged with.
  static func tag() -> UInt {
    UInt(wayfinder_di_read_epoch_tag())
  }

  /// Advances the epoch as far as drained generations allow (at most three times) and returns
  /// it.
  static func advance() -> UInt {
    UInt(wayfinder_di_read_epoch_advance())
  }
}
