// The one definition of the state declared in WayfinderDIStack.h, and the writers' side of the
// count of resolves in progress (see Readers.swift for why it is correct).
#include "WayfinderDIStack.h"

_Thread_local uintptr_t wayfinder_di_thread_state[4];

_Alignas(64) uintptr_t wayfinder_di_readers[8 + 2 * 16 * 8];

uintptr_t wayfinder_di_read_epoch_tag(void) {
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  return __atomic_load_n(&wayfinder_di_readers[0], __ATOMIC_SEQ_CST);
}

/// Whether no resolve counts itself in `generation` now.
static int wayfinder_di_generation_drained(uintptr_t generation) {
  for (uintptr_t stripe = 0; stripe < 16; stripe++) {
    if (__atomic_load_n(&wayfinder_di_readers[8 + ((generation << 4) | stripe) * 8],
                        __ATOMIC_SEQ_CST) != 0) {
      return 0;
    }
  }
  return 1;
}

uintptr_t wayfinder_di_read_epoch_advance(void) {
  uintptr_t epoch = __atomic_load_n(&wayfinder_di_readers[0], __ATOMIC_SEQ_CST);
  for (int step = 0; step < 3; step++) {
    // The generation of `epoch - 1`, whose resolves must all have ended.
    if (!wayfinder_di_generation_drained((epoch + 1) & 1)) break;
    // NB: a compare-and-swap, so two writers never move the epoch back or skip a check.
    if (!__atomic_compare_exchange_n(&wayfinder_di_readers[0], &epoch, epoch + 1, 0,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
      continue;  // `epoch` now holds the newer value; check its older generation
    }
    epoch += 1;
  }
  return epoch;
}
