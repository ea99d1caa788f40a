// The one definition of the state declared in WayfinderDIStack.h, the writers' side of the
// count of resolves in progress (see Readers.swift for why it is correct), and the lowest
// address a resolution may reach on the calling thread's stack (see StackDepth.swift).
#if defined(__linux__)
#define _GNU_SOURCE  // pthread_getattr_np
#endif
#include "WayfinderDIStack.h"
#include <pthread.h>

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

/// The calling thread's floor, once worked out (`UINTPTR_MAX` when its stack could not be
/// read); 0 before.
static _Thread_local uintptr_t wayfinder_di_floor;

/// The lowest address and the size of the calling thread's stack, or 0 and 0.
static void wayfinder_di_stack_bounds(uintptr_t *low, uintptr_t *size) {
  *low = 0;
  *size = 0;
#if defined(__APPLE__)
  pthread_t self = pthread_self();
  uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
  uintptr_t length = (uintptr_t)pthread_get_stacksize_np(self);
  if (top > length) {
    *low = top - length;
    *size = length;
  }
#elif defined(__linux__)
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return;
  void *address = 0;
  size_t length = 0;
  if (pthread_attr_getstack(&attributes, &address, &length) == 0) {
    *low = (uintptr_t)address;
    *size = (uintptr_t)length;
  }
  pthread_attr_destroy(&attributes);
#endif
}

uintptr_t wayfinder_di_stack_floor(void) {
  uintptr_t floor = wayfinder_di_floor;
  if (floor != 0) return floor;
  uintptr_t low, size;
  wayfinder_di_stack_bounds(&low, &size);
  // An eighth of the stack, and at least 128 KiB, stays free for the frames between two
  // resolves (a factory's own, the app's layout) and for the error's way back.
  uintptr_t reserve = size / 8 > 128 * 1024 ? size / 8 : 128 * 1024;
  floor = (low != 0 && size > reserve) ? low + reserve : UINTPTR_MAX;
  wayfinder_di_floor = floor;
  return floor;
}
