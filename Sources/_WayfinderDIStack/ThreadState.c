// The one definition of the state declared in WayfinderDIStack.h, the writers' side of the
// count of resolves in progress (see Readers.swift for why it is correct), and the lowest
// address a resolution may reach on the calling thread's stack (see StackDepth.swift).
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // pthread_getattr_np
#endif
#include "WayfinderDIStack.h"
#include <pthread.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

_Thread_local uintptr_t wayfinder_di_thread_state[4];

_Alignas(64) uintptr_t wayfinder_di_readers[8 + 2 * 16 * 8];
// NB: 1 until the first factory run reads the signposts (FactoryTiming.swift).
uintptr_t wayfinder_di_times_factories = 1;

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

/// The calling thread's floor and the top of its stack, once worked out: the floor is 0 before,
/// `UINTPTR_MAX` when the stack could not be read.
static _Thread_local uintptr_t wayfinder_di_floor;
static _Thread_local uintptr_t wayfinder_di_top;

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

/// Works out the calling thread's floor and top.
static void wayfinder_di_measure_stack(void) {
  uintptr_t low, size;
  wayfinder_di_stack_bounds(&low, &size);
  if (low == 0 || size == 0) {
    wayfinder_di_floor = UINTPTR_MAX;
    return;
  }
  uintptr_t top = low + size;
  // NB: an unlimited main stack (`ulimit -s unlimited`) reads as terabytes; a resolution never
  // needs more than 64 MiB, and a cycle must end before memory does.
  const uintptr_t most = (uintptr_t)64 << 20;
  if (size > most) {
    size = most;
    low = top - size;
  }
  // An eighth of the stack, and at least 128 KiB, stays free for the frames between two
  // resolves (a factory's own, the app's layout) and for the error's way back.
  uintptr_t reserve = size / 8 > 128 * 1024 ? size / 8 : 128 * 1024;
#if defined(__linux__)
  // NB: the main thread's stack grows on demand; glibc reports it down to the mapping below,
  // without the gap the kernel keeps free above that mapping (1 MiB by default).
  if ((pid_t)syscall(SYS_gettid) == getpid()) reserve += (uintptr_t)1 << 20;
#endif
  wayfinder_di_top = top;
  wayfinder_di_floor = size > reserve ? low + reserve : UINTPTR_MAX;
}

int wayfinder_di_stack_has_room(uintptr_t address) {
  if (wayfinder_di_floor == 0) wayfinder_di_measure_stack();
  // NB: an address outside the thread's stack (a coroutine's, or a signal's alternate stack)
  // has no room the thread can vouch for.
  return address > wayfinder_di_floor && address <= wayfinder_di_top;
}
